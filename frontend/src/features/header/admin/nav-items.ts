import { newKey, type DropdownDraft, type NavDraft } from './header-draft';

/** Positions run from 1 in list order (docs/product/states.md: drag reordering renumbers order from 1). */
export const renumber = (items: NavDraft[]): NavDraft[] => items.map((n, i) => (n.order === i + 1 ? n : { ...n, order: i + 1 }));

export const addNavItem = (items: NavDraft[]): NavDraft[] => [
  ...items,
  { key: newKey('nav'), label: '', href: '', hasDropdown: false, showDropdown: false, order: items.length + 1, dropdownItems: [] },
];

export const removeNavItem = (items: NavDraft[], key: string): NavDraft[] => renumber(items.filter((n) => n.key !== key));

/** Dropdown rule (docs/product/states.md): having dropdown items turns hasDropdown and showDropdown on; none turns both off. */
function withDropdown(item: NavDraft, dropdownItems: DropdownDraft[]): NavDraft {
  const on = dropdownItems.length > 0;
  return { ...item, dropdownItems, hasDropdown: on, showDropdown: on };
}

export const addDropdownItem = (item: NavDraft): NavDraft => withDropdown(item, [...item.dropdownItems, { key: newKey('dd'), label: '', href: '' }]);

export const removeDropdownItem = (item: NavDraft, key: string): NavDraft =>
  withDropdown(
    item,
    item.dropdownItems.filter((d) => d.key !== key),
  );

export const patchDropdownItem = (item: NavDraft, key: string, patch: Partial<DropdownDraft>): NavDraft => ({
  ...item,
  dropdownItems: item.dropdownItems.map((d) => (d.key === key ? { ...d, ...patch } : d)),
});

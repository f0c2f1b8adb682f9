// Every content kind behaves as its declaration says, the same on the mocks and the backend (SQLite and MySQL).
// The suite has no list of its own: it walks shared/content-kinds and calls each kind's operations with the
// examples of openapi.yaml, so a kind added there is tested here with no edit. For each kind:
// - an update is shown by the public read right away (the backend's cached answer is dropped) and stored as a
//   revision naming the field it changed; restoring the revision before it brings the old value back;
// - where the rule allows more than one record ('many', 'single-active'), a create makes an active one, with its
//   revision, and visitors get it;
// - 'single-active': making a new record active switches every other one off, and visitors get the new one;
// - ordered items: a reorder is shown in the new order right away; one that changes the order is stored as a
//   'reorder' revision.
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, type ContentKind } from '@shared/content-kinds';
import type { OperationInfo } from '@shared/contract/openapi-validator';
import type { components } from '@shared/contract/schema';
import { contract } from './support/document';
import { demoToken } from './contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from './support/api-caller';
import { pathWithExamples } from './support/operation-calls';

type S = components['schemas'];

function operation(operationId: string): OperationInfo {
  const found = contract.operations.find((o) => o.operationId === operationId);
  if (!found) throw new Error(`shared/content-kinds names ${operationId}, which openapi.yaml does not have`);
  return found;
}

/** The operation's request example, a copy the test may change. */
const exampleOf = (op: OperationInfo): Json => {
  const media = ((op.operation.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
  return structuredClone((media?.example ?? {}) as Json);
};

const valueAt = (record: Json, path: string): unknown => path.split('.').reduce<unknown>((v, key) => (v as Json | undefined)?.[key], record);

function setAt(record: Json, path: string, value: unknown) {
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce<Json>((v, key) => (v[key] ??= {}), record);
  parent[keys.at(-1)!] = value;
}

const ID = /[0-9a-f]{24}/g;
/** The record an example path names (its last id). */
const recordIdIn = (path: string) => path.match(ID)!.at(-1)!;
const show = (body: unknown) => JSON.stringify(body).slice(0, 300);
/** The ids a body names, in the order it names them. */
const idsIn = (body: Json) => JSON.stringify(body).match(ID) ?? [];
/** True when every id shows, in this order. */
const inOrder = (text: string, ids: string[]) => ids.every((id, i) => text.indexOf(id) >= 0 && (i === 0 || text.indexOf(ids[i - 1]) < text.indexOf(id)));

export function defineContentKindsSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: every declared content kind`, () => {
    const { api } = suiteTarget(setup, demoToken);

    const call = (op: OperationInfo, path: string, json?: unknown) => api(op.method.toUpperCase(), path, json === undefined ? {} : { json });
    /** The kind's public read, as a visitor makes it. */
    const publicRead = async (kind: ContentKind) => {
      const res = await api('GET', pathWithExamples(operation(kind.publicReads[0].operationId)), { token: null });
      expect(res.status, show(res.body)).toBe(200);
      return res.body;
    };
    const history = async (kind: ContentKind, recordId: string) =>
      (await api('GET', `/revisions?kind=${kind.kind}&recordId=${recordId}&limit=100`)).body.data as S['RevisionSummary'][];

    /** Sends the kind's update example with `value` in its edit field. */
    async function update(kind: ContentKind, value: string) {
      const op = operation(kind.operations.update);
      const body = exampleOf(op);
      setAt(body, kind.editField, value);
      const path = pathWithExamples(op);
      const res = await call(op, path, body);
      expect(res.status, show(res.body)).toBe(200);
      return recordIdIn(path);
    }

    /** Sends the kind's create example with `value` in its edit field and `isActive` where given. */
    async function create(kind: ContentKind, value: string, isActive?: boolean) {
      const op = operation(kind.operations.create);
      const body = exampleOf(op);
      setAt(body, kind.editField, value);
      if (isActive !== undefined && 'isActive' in body) body.isActive = isActive;
      const res = await call(op, pathWithExamples(op), body);
      expect(res.status, show(res.body)).toBe(201);
      return res.body.data as Json;
    }

    describe.each(CONTENT_KINDS.map((kind) => [kind.kind, kind] as const))('%s', (_name, kind: ContentKind) => {
      const marker = `${kind.label}, as the content-kinds suite left it`;

      it('shows an update in its public read at once, and stores it as a revision', async () => {
        expect(JSON.stringify(await publicRead(kind))).not.toContain(marker);
        const recordId = await update(kind, marker);
        expect(JSON.stringify(await publicRead(kind))).toContain(marker);

        const [latest] = await history(kind, recordId);
        expect(latest).toMatchObject({ kind: kind.kind, recordId, operation: 'update' });
        expect(latest.changedFields).toContain(kind.editField.split('.')[0]);
      });

      it('restores the version before an update, for visitors too, as a revision of its own', async () => {
        const recordId = await update(kind, marker);
        const [, earlier] = await history(kind, recordId);
        expect(earlier, 'the state before the update is in the history').toBeDefined();
        const { revision } = (await api('GET', `/revisions/${earlier._id}`)).body.data as S['RevisionDetail'];

        const restored = await api('POST', `/revisions/${earlier._id}/restore`);
        expect(restored.status, show(restored.body)).toBe(200);
        expect(restored.body.message).toBe('Revision restored successfully!');
        expect(valueAt(restored.body.data.record, kind.editField)).toEqual(valueAt(revision.snapshot, kind.editField));
        expect(JSON.stringify(await publicRead(kind))).not.toContain(marker);
        expect((await history(kind, recordId))[0]).toMatchObject({ operation: 'restore', recordId });
      });

      it.runIf(kind.rule === 'many' || kind.rule === 'single-active')('creates an active record, with its revision, shown to visitors at once', async () => {
        await publicRead(kind);
        const record = await create(kind, marker, true);
        expect(record.isActive).toBe(true);
        expect((await history(kind, String(record._id)))[0]).toMatchObject({ operation: 'create', recordId: record._id });
        expect(JSON.stringify(await publicRead(kind))).toContain(marker);
      });

      it.runIf(kind.rule === 'single-active')('activating a record switches the others off, and visitors get it at once', async () => {
        await publicRead(kind);
        const activate = kind.operations.activate ? operation(kind.operations.activate) : undefined;
        // With an activation call, the record is made inactive and switched on by it; without one, made active.
        const record = await create(kind, marker, !activate);
        if (activate && record.isActive !== true) {
          const res = await call(activate, pathWithExamples(activate, { id: String(record._id) }));
          expect(res.status, show(res.body)).toBe(200);
        }
        expect((await publicRead(kind)).data._id).toBe(record._id);
        const list = await api('GET', pathWithExamples(operation(kind.operations.list!)));
        expect((list.body.data as Json[]).filter((r) => r.isActive).map((r) => r._id)).toEqual([record._id]);
      });

      const reorder = kind.orderedItems?.reorder;
      it.runIf(!!reorder)('shows a reorder in the new order at once', async () => {
        const op = operation(reorder!);
        const body = exampleOf(op);
        const before = JSON.stringify(await publicRead(kind));
        // The items the example orders, as visitors see them (a hidden one is not shown at all).
        const items = idsIn(body).filter((id) => before.includes(id));
        expect(items.length).toBeGreaterThan(0);

        const res = await call(op, pathWithExamples(op), body);
        expect(res.status, show(res.body)).toBe(200);
        expect(inOrder(JSON.stringify(await publicRead(kind)), items)).toBe(true);
      });

      // A kind whose example names a single item (the privacy policy's section) has no other order to put it in.
      it.runIf(!!reorder && idsIn(exampleOf(operation(reorder))).length > 1)('stores a reorder that changes the order as a revision', async () => {
        const op = operation(reorder!);
        const path = pathWithExamples(op);
        const before = JSON.stringify(await publicRead(kind));
        // The example's shown items, put in the reverse of the order visitors see them in.
        const shown = idsIn(exampleOf(op)).filter((id) => before.includes(id));
        expect(shown.length).toBeGreaterThan(1);
        const reversed = [...shown].sort((a, b) => before.indexOf(b) - before.indexOf(a));
        let next = 0;
        const body = JSON.parse(JSON.stringify(exampleOf(op)).replace(ID, (id) => (shown.includes(id) ? reversed[next++] : id))) as Json;

        const res = await call(op, path, body);
        expect(res.status, show(res.body)).toBe(200);
        expect(inOrder(JSON.stringify(await publicRead(kind)), reversed)).toBe(true);
        expect((await history(kind, recordIdIn(path)))[0]).toMatchObject({ operation: 'reorder' });
      });
    });

    // Pricing's own hooks (its FAQs, the plan fields kept whole, the public read's active plans) and what its
    // declaration adds: defaults for a new configuration and its plans, a plan's update merged, FAQs replaced alone.
    it('keeps a pricing configuration whole: FAQs with ids, defaults, merged plans, active plans for visitors', async () => {
      const option = (value: number) => [{ value, format: 'per_case', displayText: '/case' }];
      const made = await api('POST', '/pricing/createPlan', {
        json: {
          title: 'Guides for partners',
          isActive: false,
          faqs: [{ question: 'Which scanners?', answer: 'Any that exports DICOM.' }],
          plans: [
            { name: 'Single guide', description: 'One guide, one case', features: ['Planning report'], pricingOptions: option(149) },
            { name: 'Retired plan', isActive: false, pricingOptions: option(99) },
          ],
        },
      });
      expect(made.status, show(made.body)).toBe(201);
      const config = made.body.data as Json;
      expect(config).toMatchObject({ backgroundColor: 'bg-gray-50', layout: 'horizontal-scroll', showComparison: false, isActive: false });
      expect(config.faqs[0]._id).toMatch(/^[0-9a-f]{24}$/);
      expect(config.plans.map((p: Json) => [p.name, p.order, p.isActive, p.isPopular])).toEqual([
        ['Single guide', 1, true, false],
        ['Retired plan', 2, false, false],
      ]);
      const [single, retired] = config.plans as Json[];

      const updated = await api('PUT', `/pricing/updateSinglePlan/${config._id}/${single._id}`, {
        json: { name: 'Single guide', pricingOptions: option(159) },
      });
      expect(updated.status, show(updated.body)).toBe(200);
      expect(updated.body.data.plans[0]).toMatchObject({ description: 'One guide, one case', features: ['Planning report'], pricingOptions: option(159) });

      const faqs = await api('PUT', `/pricing/updateFaqs/${config._id}`, { json: { faqs: [{ question: 'How fast?', answer: 'Five working days.' }] } });
      expect(faqs.status, show(faqs.body)).toBe(200);
      expect(faqs.body.message).toBe('FAQs updated successfully!');
      expect(faqs.body.data.faqs.map((f: Json) => f.question)).toEqual(['How fast?']);
      expect(faqs.body.data.title).toBe('Guides for partners');

      expect((await api('PUT', `/pricing/togglePlanStatus/${config._id}`)).body.message).toBe('Pricing configuration activated successfully!');
      const shown = (await api('GET', '/pricing/getActivePlans', { token: null })).body.data as Json;
      expect(shown._id).toBe(config._id);
      expect(shown.plans.map((p: Json) => p.name)).toEqual(['Single guide']);

      const removed = await api('DELETE', `/pricing/removePlan/${config._id}/${single._id}`);
      expect(removed.body.message).toBe('Plan deleted successfully!');
      expect(removed.body.data.plans.map((p: Json) => [p._id, p.order])).toEqual([[retired._id, 1]]);
    });
  });
}

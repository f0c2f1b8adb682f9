import { useRef } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import type { components } from '@shared/contract/schema';
import type { AdminName } from '@/platform/admins/admin-names-api';
import { NO_FILTERS, hasFilters, type ArticleFilters } from './use-article-list';

interface ArticleFiltersProps {
  value: ArticleFilters;
  tags: components['schemas']['ArticleTag'][];
  admins: AdminName[];
  onChange: (filters: ArticleFilters) => void;
}

/** A text to find, a tag and an author; 'Clear filters' puts them all back (and the focus on Search). */
export function ArticleFiltersForm({ value, tags, admins, onChange }: ArticleFiltersProps) {
  const set = (patch: Partial<ArticleFilters>) => onChange({ ...value, ...patch });
  const search = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange(NO_FILTERS);
    search.current?.focus();
  };
  return (
    <Form className="mb-3" aria-label="Filter articles" role="search" onSubmit={(e) => e.preventDefault()}>
      <Row className="g-2 align-items-end">
        <Form.Group as={Col} xs={12} md={4} controlId="article-filter-text">
          <Form.Label>Search</Form.Label>
          <Form.Control
            ref={search}
            type="search"
            value={value.text}
            maxLength={200}
            placeholder="Title, excerpt or slug"
            onChange={(e) => set({ text: e.target.value })}
          />
        </Form.Group>
        <Form.Group as={Col} xs={12} sm={6} md={3} controlId="article-filter-tag">
          <Form.Label>Tag</Form.Label>
          <Form.Select value={value.tag} onChange={(e) => set({ tag: e.target.value })}>
            <option value="">All tags</option>
            {tags.map((t) => (
              <option key={t.slug} value={t.slug}>
                {t.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} xs={12} sm={6} md={3} controlId="article-filter-author">
          <Form.Label>Author</Form.Label>
          <Form.Select value={value.author} onChange={(e) => set({ author: e.target.value })}>
            <option value="">All authors</option>
            {admins.map((a) => (
              <option key={a._id} value={a._id}>
                {a.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Col xs={12} md={2}>
          <Button variant="outline-secondary" className="w-100" disabled={!hasFilters(value)} onClick={clear}>
            Clear filters
          </Button>
        </Col>
      </Row>
    </Form>
  );
}

import { Badge, Button, Table } from 'react-bootstrap';
import type { Article } from './article-api';
import { ARTICLE_TEXTS, formatDay, statusLabel } from './article-rules';

interface ArticleTableProps {
  articles: Article[];
  busy: boolean;
  onEdit: (article: Article) => void;
  onDelete: (article: Article) => void;
}

/** One row per article, newest first: its title, status, tags, author, date and reading time, with Edit and Delete. */
export function ArticleTable({ articles, busy, onEdit, onDelete }: ArticleTableProps) {
  return (
    <div className="table-responsive">
      <Table className="align-middle mb-0" aria-busy={busy}>
        <caption className="visually-hidden">{ARTICLE_TEXTS.tableName}</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">Tags</th>
            <th scope="col">Author</th>
            <th scope="col">Published</th>
            <th scope="col">Reading time</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {articles.map((a) => (
            <tr key={a._id}>
              <th scope="row" className="fw-semibold text-break">
                {a.title}
              </th>
              <td>
                <Badge bg={a.isActive ? 'success' : 'secondary'}>{statusLabel(a)}</Badge>
              </td>
              <td>{a.tags.map((t) => t.name).join(', ')}</td>
              <td>{a.author.name}</td>
              <td className="text-nowrap">
                <time dateTime={a.publishedAt}>{formatDay(a.publishedAt)}</time>
              </td>
              <td className="text-nowrap">{a.readingMinutes} min</td>
              <td className="text-nowrap text-end">
                <Button size="sm" variant="outline-primary" className="me-2" aria-label={`Edit ${a.title}`} onClick={() => onEdit(a)}>
                  Edit
                </Button>
                <Button size="sm" variant="outline-danger" aria-label={`Delete ${a.title}`} onClick={() => onDelete(a)}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

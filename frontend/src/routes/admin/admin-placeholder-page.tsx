/** A management screen's frame until its issue fills it. */
export function AdminPlaceholderPage({ title }: { title: string }) {
  return (
    <section>
      <h1 className="h3">{title}</h1>
    </section>
  );
}

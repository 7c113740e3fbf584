import { type ReactNode, useId } from 'react';

/** One section of a record's form (a course's, a product's): its heading, what it is for, its fields. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-slot="form-section"
      className="bg-card flex min-w-0 flex-col gap-4 rounded-lg border p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

import { Link } from 'react-router';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import type { LegalDocumentData, TLegalBlock } from '../content/types';

function Block({ block }: { block: TLegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul className="grid list-disc gap-2 pl-5 marker:text-brand">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Renders any legal document: a title band, a table of contents and numbered sections. */
export function LegalDocument({ document: doc }: { document: LegalDocumentData }) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={doc.title}
        description={
          <>
            {doc.intro}
            <span className="mt-3 block text-sm">{doc.updated}</span>
          </>
        }
      />
      <Container className="grid gap-10 py-14 lg:grid-cols-[15rem_1fr] lg:gap-16 lg:py-20">
        <nav aria-label="Table of contents" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-border bg-card p-5">
            <h2 className="text-sm font-semibold">On this page</h2>
            <ol className="mt-3 grid gap-1 text-sm">
              {doc.sections.map((section, index) => (
                <li key={section.id}>
                  <Link
                    to={{ hash: section.id }}
                    className="flex gap-2 rounded-md py-1 text-muted-foreground transition-colors hover:text-foreground"
                  >
                    <span className="w-5 shrink-0 text-right tabular-nums">{index + 1}.</span>
                    {section.title}
                  </Link>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="grid max-w-3xl gap-12">
          {doc.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="flex gap-3 text-xl font-semibold tracking-tight">
                <span className="text-brand tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-4 grid gap-4 leading-relaxed text-muted-foreground">
                {section.body.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
        </article>
      </Container>
    </>
  );
}

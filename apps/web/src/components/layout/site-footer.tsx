import { Link } from 'react-router';
import { productName } from '@/lib/product-name';
import { Container } from './container';
import { Logo } from './logo';
import { footerColumns } from './nav-items';

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <Container className="grid grid-cols-2 gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="col-span-2 grid max-w-sm content-start gap-4 md:col-span-1">
          <Logo />
          <p className="text-sm leading-relaxed text-muted-foreground">
            One studio for AI chats, code, images, voice and templates. Pay for exactly what you use, run it
            on your own server, and keep your content yours.
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-4 grid gap-3">
              {column.items.map((item) => (
                <li key={item.label}>
                  <Link
                    to={item.to}
                    className="text-sm text-muted-foreground transition-colors hover:text-foreground"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-border">
        <Container className="flex flex-col gap-2 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>{`2025 © ${productName}`}</p>
          <p>Made for writers, developers and creators who want their tools on their own terms.</p>
        </Container>
      </div>
    </footer>
  );
}

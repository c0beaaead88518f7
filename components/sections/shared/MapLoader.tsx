'use client';

import { useState, type ReactNode } from 'react';

/**
 * The map frame, loaded only when the visitor asks for it (docs/product.md#maps-load-when-asked):
 * until then no request reaches the map provider. Without JavaScript the control is a plain
 * link that opens the map on the provider's site.
 */
export function MapLoader({
  embedUrl,
  viewUrl,
  title,
  className,
  children,
}: {
  embedUrl: string;
  viewUrl: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  if (shown)
    return (
      <iframe
        src={embedUrl}
        title={title}
        referrerPolicy="no-referrer-when-downgrade"
        className="absolute inset-0 size-full border-0"
      />
    );
  return (
    <a
      href={viewUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        setShown(true);
      }}
    >
      {children}
    </a>
  );
}

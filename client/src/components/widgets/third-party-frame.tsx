import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { afterPageIdle } from './after-page-idle';
import { isTradingViewLoadMessage } from './tradingview';
import { visuallyHidden } from '../visually-hidden';

type Height = number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

export interface ThirdPartyFrameProps {
  /** Names the iframe for assistive technology and heads the fallback. */
  title: string;
  /** The fallback's heading when it should differ from `title`; null for none (a card that has its own). */
  fallbackTitle?: string | null;
  /** The widget's URL; without one only the fallback shows. */
  src?: string;
  /** A small file on the widget's host: the frame is inserted only after it loads. */
  probeUrl: string;
  /**
   * When the frame replaces the fallback: on its `load` event, or on TradingView's
   * `tv-widget-load` message (their frames fire `load` long before they have drawn anything).
   */
  reveal: 'load' | 'tradingview';
  /** Reserved up front, in px, so nothing moves when the widget arrives. */
  height: Height;
  /** The provider's own page, linked from the fallback (new tab). */
  providerUrl: string;
  providerLabel: string;
  /** The fallback's line, e.g. "Live prices are not available right now." */
  message: string;
  /** Read after the provider link by screen readers, e.g. "opens in a new tab". */
  newTabLabel: string;
  icon?: ReactNode;
  /** `card` (a framed box) or `strip` (one line, for the ticker tape). */
  layout?: 'card' | 'strip';
  /** More fallback content, shown from the `sm` breakpoint (e.g. the ticker's symbol names). */
  details?: ReactNode;
  /** How long the frame may take to reveal itself before the fallback stays for good. */
  revealDeadlineMs?: number;
  /** How long the probe may hang before it counts as failed. */
  probeTimeoutMs?: number;
}

type Phase = 'waiting' | 'probing' | 'loading' | 'shown' | 'unavailable';

const Frame = styled('iframe')({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
  display: 'block',
});

/**
 * A third-party widget that can never break the page. It renders a tidy fallback of the
 * widget's size first; once the page is idle and the box is near the viewport it probes the
 * widget's host with a hidden `<object type="text/html">` (whose failure fires `error`
 * silently, where a failed image, fetch, script or untyped object writes "Failed to load
 * resource" to the console), and only when the probe loads does it
 * insert a sandboxed iframe over the fallback, revealed once the widget has drawn.
 */
export function ThirdPartyFrame(props: ThirdPartyFrameProps) {
  // A new URL (another language, another place) starts over from the fallback.
  return <ThirdPartyFrameOnce key={props.src ?? ''} {...props} />;
}

function ThirdPartyFrameOnce({
  title,
  fallbackTitle,
  src,
  probeUrl,
  reveal,
  height,
  providerUrl,
  providerLabel,
  message,
  newTabLabel,
  icon,
  layout = 'card',
  details,
  revealDeadlineMs = 15000,
  probeTimeoutMs = 10000,
}: ThirdPartyFrameProps) {
  const [phase, setPhase] = useState<Phase>('waiting');
  const boxRef = useRef<HTMLDivElement>(null);
  const probeSlotRef = useRef<HTMLSpanElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // Wait for the box to come near the viewport and the page to go idle, then probe the host.
  useEffect(() => {
    const box = boxRef.current;
    const slot = probeSlotRef.current;
    if (!src || !box || !slot) return;
    let finished = false;
    let probe: HTMLObjectElement | undefined;
    let probeTimer: number | undefined;
    let cancelIdle: (() => void) | undefined;

    const finish = (reachable: boolean) => {
      if (finished) return;
      finished = true;
      window.clearTimeout(probeTimer);
      probe?.remove();
      setPhase(reachable ? 'loading' : 'unavailable');
    };

    const startProbe = () => {
      probe = document.createElement('object');
      // As text/html the probe is a nested browsing context: an unreachable host or an error
      // status fires `error` without a console message (an image-typed probe logs one).
      probe.type = 'text/html';
      probe.setAttribute('aria-hidden', 'true');
      probe.tabIndex = -1;
      probe.width = '1';
      probe.height = '1';
      probe.style.cssText = 'position:absolute;top:0;width:1px;height:1px;opacity:0;pointer-events:none;';
      probe.addEventListener('load', () => finish(true));
      probe.addEventListener('error', () => finish(false));
      probe.data = probeUrl;
      slot.appendChild(probe);
      probeTimer = window.setTimeout(() => finish(false), probeTimeoutMs);
      setPhase('probing');
    };

    const begin = () => {
      cancelIdle = afterPageIdle(startProbe);
    };

    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect();
            begin();
          }
        },
        { rootMargin: '300px 0px' },
      );
      observer.observe(box);
    } else {
      begin();
    }

    return () => {
      finished = true;
      observer?.disconnect();
      cancelIdle?.();
      window.clearTimeout(probeTimer);
      probe?.remove();
    };
  }, [src, probeUrl, probeTimeoutMs]);

  // Once inserted, the frame has until the deadline to reveal itself.
  useEffect(() => {
    if (phase !== 'loading') return;
    const deadline = window.setTimeout(() => setPhase('unavailable'), revealDeadlineMs);
    let onMessage: ((event: MessageEvent) => void) | undefined;
    if (reveal === 'tradingview') {
      onMessage = (event: MessageEvent) => {
        const own = frameRef.current?.contentWindow;
        if (own && event.source && event.source !== own) return;
        if (isTradingViewLoadMessage(event)) setPhase('shown');
      };
      window.addEventListener('message', onMessage);
    }
    return () => {
      window.clearTimeout(deadline);
      if (onMessage) window.removeEventListener('message', onMessage);
    };
  }, [phase, reveal, revealDeadlineMs]);

  const shown = phase === 'shown';
  const framed = phase === 'loading' || shown;

  return (
    <Box
      ref={boxRef}
      data-widget-state={phase}
      sx={{ position: 'relative', width: '100%', height, overflow: 'hidden', borderRadius: layout === 'card' ? 1 : 0 }}
    >
      <Box aria-hidden={shown || undefined} sx={{ height: '100%', visibility: shown ? 'hidden' : 'visible' }}>
        <Fallback
          layout={layout}
          title={fallbackTitle === undefined ? title : fallbackTitle}
          message={message}
          icon={icon}
          details={details}
          providerUrl={providerUrl}
          providerLabel={providerLabel}
          opensInNewTab={newTabLabel}
        />
      </Box>
      {framed && (
        <Frame
          ref={frameRef}
          src={src}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-popups"
          loading="lazy"
          referrerPolicy="no-referrer"
          tabIndex={shown ? undefined : -1}
          aria-hidden={shown ? undefined : true}
          onLoad={reveal === 'load' ? () => setPhase((current) => (current === 'loading' ? 'shown' : current)) : undefined}
          sx={{ visibility: shown ? 'visible' : 'hidden' }}
        />
      )}
      <span ref={probeSlotRef} />
    </Box>
  );
}

interface FallbackProps {
  layout: 'card' | 'strip';
  title: string | null;
  message: string;
  icon?: ReactNode;
  details?: ReactNode;
  providerUrl: string;
  providerLabel: string;
  opensInNewTab: string;
}

function ProviderLink({ providerUrl, providerLabel, opensInNewTab }: Pick<FallbackProps, 'providerUrl' | 'providerLabel' | 'opensInNewTab'>) {
  return (
    <Link
      href={providerUrl}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {providerLabel}
      <OpenInNewIcon aria-hidden sx={{ fontSize: '1rem' }} />
      <Box component="span" sx={visuallyHidden}>
        {` (${opensInNewTab})`}
      </Box>
    </Link>
  );
}

function Fallback({ layout, title, message, icon, details, ...link }: FallbackProps) {
  if (layout === 'strip') {
    return (
      <Box
        sx={{
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: { xs: 1.5, sm: 2 },
          bgcolor: 'background.paper',
          borderBlock: 1,
          borderColor: 'divider',
          minWidth: 0,
        }}
      >
        {icon && (
          <Box aria-hidden sx={{ display: 'flex', color: 'primary.main', flexShrink: 0 }}>
            {icon}
          </Box>
        )}
        {title && (
          <Typography component="p" variant="body2" sx={{ fontWeight: 700, flexShrink: 0, display: { xs: 'none', sm: 'block' } }}>
            {title}
          </Typography>
        )}
        {details && <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 2, flexShrink: 1, minWidth: 0, overflow: 'hidden' }}>{details}</Box>}
        <Typography
          component="p"
          variant="body2"
          color="text.secondary"
          sx={{
            flex: '1 1 auto',
            minWidth: 0,
            overflow: 'hidden',
            // Up to two short lines on phones, one line with an ellipsis from sm up.
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: { xs: 2, sm: 1 },
            fontSize: { xs: '0.8rem', sm: '0.875rem' },
            lineHeight: { xs: 1.25, sm: 1.43 },
          }}
        >
          {message}
        </Typography>
        <Box sx={{ flexShrink: 0, typography: 'body2' }}>
          <ProviderLink {...link} />
        </Box>
      </Box>
    );
  }
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1,
        p: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'grey.50',
      }}
    >
      {icon && (
        <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary', '& svg': { fontSize: 44 } }}>
          {icon}
        </Box>
      )}
      {title && (
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      )}
      <Typography component="p" variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
        {message}
      </Typography>
      {details}
      <Box sx={{ mt: 1 }}>
        <ProviderLink {...link} />
      </Box>
    </Box>
  );
}

import { useEffect, useRef, type PointerEvent } from 'react';

/**
 * A drawing surface for a signature (mouse, pen or finger). Reports a PNG data URL after each stroke, or
 * null when cleared. Keyboard users sign by typing their name instead (the form offers both).
 */
export function SignaturePad({ onChange, label }: { onChange: (png: string | null) => void; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const el = canvas.current!;
    const ratio = window.devicePixelRatio || 1;
    el.width = el.clientWidth * ratio;
    el.height = el.clientHeight * ratio;
    const ctx = el.getContext('2d')!;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.2;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#111827';
  }, []);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return [e.clientX - rect.left, e.clientY - rect.top] as const;
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const ctx = e.currentTarget.getContext('2d')!;
    const [x, y] = point(e);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d')!;
    const [x, y] = point(e);
    ctx.lineTo(x, y);
    ctx.stroke();
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(canvas.current!.toDataURL('image/png'));
  };
  const clear = () => {
    const el = canvas.current!;
    el.getContext('2d')!.clearRect(0, 0, el.width, el.height);
    onChange(null);
  };
  return (
    <div>
      <canvas
        ref={canvas}
        role="img"
        aria-label={label}
        className="h-36 w-full touch-none rounded-md border border-dashed border-[var(--input)] bg-white"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerLeave={up}
      />
      <button
        type="button"
        onClick={clear}
        className="mt-1 text-sm font-medium text-[var(--primary)] underline"
      >
        Clear signature
      </button>
    </div>
  );
}

"use client";

import { Pie } from "@nivo/pie";
import { useEffect, useRef, useState } from "react";
import type { WheelSlice } from "@/lib/tasks/wheel";
import { formatMinutes, type BalanceBy } from "@/lib/time/rules";

/** The pie itself (kept in its own module so @nivo/pie loads only after the list). */
export function WheelPie({
  slices,
  label,
  by = "count",
}: {
  slices: WheelSlice[];
  label: (c: string) => string;
  by?: BalanceBy;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setSize(Math.floor(entry!.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const data = slices.map((s) => ({
    id: s.id,
    label: label(s.id),
    value: s.value,
    color: s.color,
    count: s.count,
    minutes: s.minutes,
  }));
  return (
    <div ref={box} className="size-full">
      {size > 0 && (
        <Pie
          width={size}
          height={size}
          data={data}
          colors={{ datum: "data.color" }}
          innerRadius={0.55}
          padAngle={1}
          cornerRadius={3}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
          enableArcLabels={false}
          enableArcLinkLabels={false}
          animate={false}
          tooltip={({ datum }) => (
            <div className="rounded-md border bg-popover px-2 py-1 text-xs text-popover-foreground shadow">
              {datum.label}:{" "}
              {by === "time"
                ? `${formatMinutes(datum.data.minutes)} (${datum.data.count})`
                : datum.data.count}
            </div>
          )}
        />
      )}
    </div>
  );
}

/** One day of the chart: what the canvas draws (the table of numbers says it in full). */
export interface ChartDay {
  day: string;
  visitors: number;
  leads: number;
}

/**
 * The chart's colours, the admin's own (`@app/ui` tokens, written out: a canvas reads no CSS
 * variables): visitors in the brand's blue, leads in the call-to-action red, each over 4.5:1
 * on white, told apart also by their shape (a line, bars).
 */
export const CHART_COLOURS = {
  /** brand-600 */
  visitors: "#1d4673",
  visitorsFill: "rgba(29, 70, 115, 0.08)",
  /** cta-600 */
  leads: "#c8102e",
  leadsFill: "rgba(200, 16, 46, 0.8)",
  /** slate-600: the axes' words. */
  text: "#475569",
  /** slate-200: the lines across. */
  grid: "#e2e8f0",
} as const;

export type BenchFigure = { name: string; value: number; unit: string };

export function printFigures(title: string, figures: BenchFigure[]): void {
  console.log(`\n${title}`);
  const width = Math.max(...figures.map((f) => f.name.length));
  for (const f of figures) {
    const value = f.value >= 100 ? f.value.toFixed(0) : f.value.toFixed(2);
    console.log(`  ${f.name.padEnd(width)}  ${value.padStart(9)} ${f.unit}`);
  }
}

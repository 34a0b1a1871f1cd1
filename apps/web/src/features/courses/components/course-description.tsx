export interface CourseDescriptionProps {
  text: string;
}

/** Plain-text description: paragraphs split on blank lines, single line breaks kept. Never rendered as HTML. */
export function CourseDescription({ text }: CourseDescriptionProps) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  return (
    <div className="space-y-4 leading-relaxed text-slate-800">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

// A search snippet (escaped HTML whose only markup is <mark> pairs) drawn as React text and <mark>
// elements: no innerHTML, so even a snippet that was somehow not escaped cannot inject markup.
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};
const unescape = (s: string) => s.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

export function Snippet({ html }: { html: string }) {
  let marked = false;
  const parts: { text: string; marked: boolean }[] = [];
  for (const piece of html.split(/(<mark>|<\/mark>)/)) {
    if (piece === "<mark>") marked = true;
    else if (piece === "</mark>") marked = false;
    else if (piece) parts.push({ text: unescape(piece), marked });
  }
  return (
    <span className="line-clamp-2 text-xs text-muted-foreground">
      {parts.map((p, i) =>
        p.marked ? (
          <mark
            key={i}
            className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-700"
          >
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </span>
  );
}

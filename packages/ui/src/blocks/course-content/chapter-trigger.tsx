import { AccordionTrigger } from '../../components/accordion/accordion';

/** A chapter's accordion trigger: its number, its name, how many videos it holds and how long. */
export function ChapterTrigger(props: {
  number: number;
  name: string;
  videoCount: string;
  /** The chapter's length in words, when its videos' lengths are known. */
  duration?: string;
}) {
  return (
    <AccordionTrigger>
      <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span>
          <span className="text-muted-foreground mr-3 tabular-nums">
            {String(props.number).padStart(2, '0')}
          </span>
          {props.name}
        </span>
        <span className="text-muted-foreground text-sm font-normal">
          {props.duration ? `${props.videoCount} · ${props.duration}` : props.videoCount}
        </span>
      </span>
    </AccordionTrigger>
  );
}

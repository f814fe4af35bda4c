import sprite from "#app/assets/icons.svg?url";
import { filledStars } from "#app/lib/shop-filter.ts";

const STAR_STEP = 28;

/**
 * Five stars, filled by the floor of the rating, with the review count. The five are one drawing
 * (one element and five references to the sprite's star) rather than five icons: the shop shows
 * a rating on every card, and a phone lays out and hydrates every element of them.
 */
export function Stars(props: { rating: number; reviewCount: number }) {
  const filled = filledStars(props.rating);
  return (
    <p className="flex items-center gap-1 text-sm text-muted-foreground">
      <span className="sr-only">
        Rated {props.rating} out of 5 from {props.reviewCount} reviews
      </span>
      <svg
        aria-hidden="true"
        className="h-4 w-[5.5rem]"
        viewBox={`0 0 ${STAR_STEP * 4 + 24} 24`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {[0, 1, 2, 3, 4].map((index) => (
          <use
            key={index}
            href={`${sprite}#star`}
            x={index * STAR_STEP}
            width="24"
            height="24"
            className={index < filled ? "fill-accent text-accent" : "text-muted-foreground"}
          />
        ))}
      </svg>
      <span aria-hidden="true">({props.reviewCount})</span>
    </p>
  );
}

/** One of the site's own hero pictures, as its page record names it. */
export interface HeroPicture {
  src: string
  width: number
  height: number
}

/**
 * A page hero's picture. It repeats what the headline says, so it is decorative (empty alt); it
 * sits in the first screen and is often its largest paint, so it loads eagerly and first
 * (`fetchPriority` also makes React preload it from the head).
 */
export function HeroImage({ picture }: { picture: HeroPicture }) {
  return (
    <img
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt=""
      fetchPriority="high"
      className="h-auto w-full drop-shadow-[0_24px_48px_rgb(22_32_43/0.12)]"
    />
  )
}

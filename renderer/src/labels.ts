// Interface texts of the blocks (not content). The site passes its translated catalogue (namespace Blocks).
export const defaultBlockLabels = {
  showMore: "Show more",
  showLess: "Show less",
  readStory: "Read the story",
  pauseLogos: "Pause logo animation",
  playLogos: "Play logo animation",
  playVideo: "Play the video",
  pauseVideo: "Pause the video",
  /** The video guide's keys while its button has focus (shown then, and its description). */
  videoKeys: "Keys: ← → skip 5 s, M sound, F full screen",
  previousReviews: "Previous reviews",
  nextReviews: "Next reviews",
  partners: "Partners and customers",
  unknownBlock: "Unknown block type",
  openBooking: "Open the booking calendar",
  signupName: "Name",
  signupEmail: "Email",
  /** A rating badge's review count; {count} is replaced by the number (no plural rules: write a form that fits any count). */
  ratingReviews: "{count} reviews",
  /** Written between a rating's whole number and its tenth ("5.0" in English, "5,0" in French). */
  decimalSeparator: ".",
};
export type BlockLabels = typeof defaultBlockLabels;

/** sessionStorage key and the style that hide the preview bar for the rest of the session. */
export const previewBarHiddenKey = "sf_preview_bar_hidden";
export const previewBarHiddenStyle = "[data-preview-bar]{display:none!important}";

// Controls and links smaller than 44 x 44 CSS px, except links inside running text (WCAG 2.5.8's
// inline exception: a link in a sentence of at least four other words is sized by its line).
() => {
  const words = (text) => (text.match(/[A-Za-z]{2,}/g) || []).length;
  const inSentence = (el) => {
    if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") { return false; }
    const block = el.parentElement.closest("p, li, dd, dt, blockquote, td, div, section, label");
    if (!block) { return false; }
    let own = block.textContent;
    block.querySelectorAll("a").forEach((a) => { own = own.replace(a.textContent, " "); });
    return words(own) >= 4;
  };
  const small = [];
  document.querySelectorAll("a[href], button, input:not([type=hidden]), select, summary, textarea").forEach((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) { return; }           // not shown
    if (el.closest("details:not([open])") && el.tagName !== "SUMMARY") { return; }
    if (inSentence(el)) { return; }
    let { width, height } = r;
    const label = el.closest("label");                          // a checkbox's target is its label
    if (label && (el.type === "checkbox" || el.type === "radio")) {
      const lr = label.getBoundingClientRect(); width = lr.width; height = lr.height;
    }
    if (width < 44 || height < 44) {
      small.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.value || el.name || "").trim().slice(0, 30)}" ${Math.round(width)}x${Math.round(height)}`);
    }
  });
  return small;
}

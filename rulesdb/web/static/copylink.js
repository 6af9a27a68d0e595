// Copy-link controls: a tap copies the element's permanent URL and says so. Without JavaScript (or
// without clipboard access) each control is a plain link to that URL, to copy as any other link.
(function () {
  "use strict";
  function absolute(path) { return new URL(path, location.href).href; }

  function copied(link) {
    link.dataset.copied = "";  // the page's own word that the clipboard holds the URL (tests wait on it)
    link.classList.add("copied");
    setTimeout(function () { link.classList.remove("copied"); }, 2000);
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("a[data-copy]") : null;
    if (!link || !navigator.clipboard || !window.isSecureContext) { return; }
    event.preventDefault();
    navigator.clipboard.writeText(absolute(link.getAttribute("data-copy"))).then(
      function () { copied(link); },
      function () { location.href = link.href; }
    );
  });
  // The page's own word that this script is done (tests wait on it).
  document.documentElement.dataset.ready = ((document.documentElement.dataset.ready || "") + " copylink").trim();
})();

// Copy-link control of a release page: a click on ¶ copies the rule's permanent link (/cr/<id>).
// Without JavaScript the ¶ is an ordinary link to the same address.
document.addEventListener("click", function (event) {
  var link = event.target.closest && event.target.closest("a.copy-link");
  if (!link || !navigator.clipboard) { return; }
  event.preventDefault();
  navigator.clipboard.writeText(link.href).then(function () {
    link.textContent = "copied";
    setTimeout(function () { link.textContent = "¶"; }, 1500);
  });
});

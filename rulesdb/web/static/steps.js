// Scenario stepper: one trace step at a time with Previous / Next, or all at once.
// Without JavaScript the page shows every step, each with #step-N links.
(function () {
  "use strict";
  var list = document.getElementById("trace");
  function ready() {  // the page's own word that this script is done (tests wait on it)
    document.documentElement.dataset.ready = ((document.documentElement.dataset.ready || "") + " steps").trim();
  }
  if (!list || !list.children.length) { ready(); return; }
  var items = Array.prototype.slice.call(list.children);
  var bar = document.querySelector(".stepper");
  var count = bar.querySelector("[data-step=count]");
  var prev = bar.querySelector("[data-step=prev]");
  var next = bar.querySelector("[data-step=next]");
  var all = bar.querySelector("[data-step=all]");
  var current = 0;
  var oneAtATime = true;

  function fromHash() {
    var target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    var i = items.indexOf(target);
    return i < 0 ? 0 : i;
  }

  function number(li) { return li.id.replace("step-", ""); }

  function show(i) {
    current = Math.min(Math.max(i, 0), items.length - 1);
    items.forEach(function (li, n) { li.classList.toggle("shown", oneAtATime ? n === current : true); });
    list.classList.toggle("one", oneAtATime);
    prev.disabled = !oneAtATime || current === 0;
    next.disabled = !oneAtATime || current === items.length - 1;
    count.textContent = oneAtATime ? "Step " + number(items[current]) + " of " + number(items[items.length - 1])
      : items.length + " steps";
    all.textContent = oneAtATime ? "Show all" : "One at a time";
    list.dataset.stepShown = number(items[current]);  // the page's own word of the step shown (tests wait on it)
  }

  prev.addEventListener("click", function () { show(current - 1); });
  next.addEventListener("click", function () { show(current + 1); });
  all.addEventListener("click", function () { oneAtATime = !oneAtATime; show(current); });
  document.addEventListener("keydown", function (e) {
    if (e.target.closest && e.target.closest("input, textarea, select")) { return; }
    if (e.key === "ArrowRight") { show(current + 1); }
    if (e.key === "ArrowLeft") { show(current - 1); }
  });
  // A link to a step ("Deciding step 21" in the verdict) shows that step, one tap from the top.
  window.addEventListener("hashchange", function () {
    var i = items.indexOf(location.hash ? document.getElementById(location.hash.slice(1)) : null);
    if (i >= 0) { show(i); items[i].scrollIntoView(); }
  });
  document.documentElement.classList.add("js");
  show(fromHash());
  ready();
})();

// Starts the app of a page rendered at build time once that page has painted, so its scripts
// neither hold up the first paint nor share its bandwidth. The build writes this inline at the
// end of such a page's <body>, with the entry and the chunks to fetch in data attributes.
// Nothing a visitor does before the app is ready is lost: a button pressed meanwhile is pressed
// again once it is (`codenest:ready`), and a field typed in or changed tells the app its value.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var chunks = (script.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var pressed = [];
  var edited = [];

  // A press the app answers: a button, or a link it opens itself (a plain click on a link to
  // this site that opens in this tab).
  function pressTarget(event) {
    if (!(event.target instanceof Element)) return null;
    var target = event.target.closest('button, a[href]');
    if (!target || target.tagName === 'BUTTON') return target;
    var plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
    var here = target.origin === location.origin && !target.hasAttribute('download');
    var sameTab = !target.target || target.target === '_self';
    return plain && !event.altKey && here && sameTab ? target : null;
  }

  // Until the app is ready and every press held before has been replayed, such a press reaches
  // neither the browser's default nor the app: it waits its turn behind the held ones.
  var replaying = false;
  function holdPress(event) {
    if (replaying) return;
    var target = pressTarget(event);
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    pressed.push(target);
  }

  function noteEdit(event) {
    var field = event.target;
    if (field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) {
      if (edited.indexOf(field) === -1) edited.push(field);
    } else if (field instanceof HTMLInputElement && !/^(checkbox|radio)$/.test(field.type)) {
      if (edited.indexOf(field) === -1) edited.push(field);
    }
  }

  // The app took the field's typed value as it found it, so it reports a change only for a new
  // one: the value goes out and back in through the element's own setter, with an input event
  // each time.
  function replayEdit(field) {
    if (!field.isConnected) return;
    if (field instanceof HTMLSelectElement) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    var typed = field.value;
    var setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
    setValue.call(field, '');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    setValue.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  function replay() {
    document.removeEventListener('input', noteEdit, true);
    document.removeEventListener('change', noteEdit, true);
    edited.forEach(replayEdit);
    // Each press comes in a task of its own, once the app has rendered what came before it:
    // the values typed (a search then searches them) and the presses before (a save then
    // saves the switches flipped). A press made meanwhile joins the end of the line.
    (function pressNext() {
      var target = pressed.shift();
      if (!target) {
        document.removeEventListener('click', holdPress, true);
        return;
      }
      setTimeout(function () {
        replaying = true;
        try {
          if (target.isConnected && !target.disabled) target.click();
        } finally {
          replaying = false;
        }
        pressNext();
      }, 0);
    })();
  }

  // Each preload costs the main thread a little: a few per task keeps every task short.
  function preload(from) {
    chunks.slice(from, from + 4).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (from + 4 < chunks.length) setTimeout(preload, 0, from + 4);
  }

  function start() {
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    // Without the app, the page still works as HTML: links held meanwhile open then.
    app.onerror = replay;
    document.head.appendChild(app);
    preload(0);
  }

  document.addEventListener('click', holdPress, true);
  document.addEventListener('input', noteEdit, true);
  document.addEventListener('change', noteEdit, true);
  document.addEventListener('codenest:ready', replay, { once: true });
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // The first contentful paint's entry arrives once the paint is on screen. A hidden tab paints
  // nothing until it is shown, and a browser without paint timing reports no paint: those start
  // at once.
  var paintTiming =
    window.PerformanceObserver &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (document.visibilityState === 'hidden' || !paintTiming) startOnce();
  else {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', startOnce, { once: true });
  }
})();

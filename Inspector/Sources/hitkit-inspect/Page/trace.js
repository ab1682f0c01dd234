// The live trace of the gesture under way: hit-test calls, responder-chain deliveries, recognizer states,
// arbitration decisions with their causes, control events, the highlighted control following the finger,
// and a scroll view's content-touch delay timer.
const $ = (id) => document.getElementById(id);
const MAX_LINES = 2000;

export class TracePanel {
  constructor(drawing) {
    this.drawing = drawing;
    this.count = 0;
    this.lastTime = 0;
    this.touchViews = new Map();   // pointer id -> the view its touch was bound to, this gesture
    this.reached = new Map();   // recognizer name -> the last state other than possible it reached in this gesture
  }

  beginGesture() {
    this.touchViews = new Map();
    this.count = 0;
    this.reached = new Map();
    $("trace").replaceChildren();
    $("trace").dataset.count = "0";
    $("control-events").replaceChildren();
    $("recognizers").replaceChildren();
  }

  show(message) {
    const list = $("trace");
    for (const event of message.events || []) {
      this.count += 1;
      const li = document.createElement("li");
      li.dataset.kind = event.kind || "";
      for (const key of ["view", "recognizer", "state", "cause"]) {
        if (event[key] != null) li.dataset[key] = String(event[key]);
      }
      const time = Number.isFinite(event.t) ? `${event.t.toFixed(3)}s ` : "";
      const text = event.text || "";
      const cause = event.cause && !text.includes(event.cause) ? ` — ${event.cause}` : "";
      li.textContent = `${time}${text}${cause}`;
      list.append(li);
      if (Number.isFinite(event.t)) this.lastTime = event.t;
      if (event.kind === "control") this.addControlEvent(event);
      if (event.kind === "recognizer" && event.recognizer && event.state && event.state !== "possible"
        && !(event.text || "").startsWith("actions")) this.reached.set(event.recognizer, event.state);
    }
    while (list.children.length > MAX_LINES) list.firstChild.remove();
    list.dataset.count = String(this.count);
    list.scrollTop = list.scrollHeight;
    if (Array.isArray(message.recognizers)) {
      // A recognizer that ended resets to possible within the same event: show the last state it reached in
      // this gesture (data-state), and what it is now (data-now).
      $("recognizers").replaceChildren(...message.recognizers.map((r) => {
        const li = document.createElement("li");
        const reached = r.state === "possible" ? this.reached.get(r.name) : r.state;
        if (r.state !== "possible") this.reached.set(r.name, r.state);
        li.dataset.recognizer = r.name;
        li.dataset.state = reached || r.state;
        li.dataset.now = r.state;
        if (r.view) li.dataset.view = r.view;
        li.textContent = reached && reached !== r.state
          ? `${r.name}: ${reached} (now ${r.state})` : `${r.name}: ${r.state}`;
        for (const key of ["scale", "rotation", "velocity"]) {
          if (!Number.isFinite(r[key])) continue;
          li.dataset[key] = String(r[key]);
          li.textContent += ` ${key} ${r[key].toFixed(2)}`;
        }
        return li;
      }));
    }
    const highlighted = message.highlighted || [];
    this.drawing.mark("highlighted", highlighted);
    document.getElementById("scene").dataset.highlighted = highlighted.join(",");
    this.showDelay(message.delay);
    if (Array.isArray(message.touches)) {
      for (const touch of message.touches) {
        if (!this.touchViews.has(touch.id)) this.touchViews.set(touch.id, touch.view ?? "");
      }
      $("trace-panel").dataset.touches = message.touches.map((t) => `${t.id}:${t.view ?? "-"}`).join(",");
    }
  }

  addControlEvent(event) {
    const text = event.text || "";
    const name = (text.match(/\b(touch[A-Za-z]+|valueChanged|primaryActionTriggered|menuActionTriggered)\b/) || [])[1]
      || event.state || text;
    const li = document.createElement("li");
    li.dataset.event = name;
    if (event.view) li.dataset.control = event.view;
    li.textContent = event.view ? `${event.view}.${name}` : name;
    $("control-events").append(li);
  }

  showDelay(delay) {
    const box = $("delay");
    if (!delay) { box.hidden = true; box.dataset.view = ""; return; }
    box.hidden = false;
    box.dataset.view = delay.view;
    box.dataset.until = String(delay.until);
    const left = Math.max(0, (delay.until ?? 0) - this.lastTime);
    const until = Number(delay.until).toFixed(3);
    $("delay-text").textContent = `${delay.view} holds the touch (content-touch delay) until ${until}s`;
    const bar = box.querySelector("#delay-bar > div");
    bar.style.transition = "none";
    bar.style.width = "100%";
    requestAnimationFrame(() => {
      bar.style.transition = `width ${left.toFixed(3)}s linear`;
      bar.style.width = "0";
    });
  }
}

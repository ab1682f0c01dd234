// The gesture timeline: one lane per finger and per recognizer on the path, each transition with its cause
// (require-to-fail, delegate answer, movement, prevention, a control refusing a parent's tap), the views'
// deliveries under it (held, released, cancelled), and a scrubber that shows the scene after each sample.
const $ = (id) => document.getElementById(id);

const time = (entry) => Number(entry.t ?? entry.time ?? entry.timestamp ?? 0);

// The lanes of a GestureTimeline, whatever its exact field names: [{name, kind, marks: [{t, label, state, cause}]}].
export function lanesOf(timeline) {
  if (!timeline || typeof timeline !== "object") return [];
  const lanes = [];
  const add = (lane, kind) => {
    const entries = lane.steps || lane.transitions || lane.events || lane.marks || [];
    const finger = lane.pointerID ?? lane.id;
    const name = lane.name ?? lane.recognizer ?? (finger != null ? `finger ${finger}` : kind);
    lanes.push({
      name: String(name),
      kind: lane.kind ?? kind,
      marks: entries.map((e) => ({
        t: time(e), state: e.state ?? e.phase ?? "", cause: e.cause ?? e.reason ?? "",
        label: e.state ?? e.phase ?? e.text ?? "", view: e.view,
      })),
    });
  };
  for (const lane of timeline.lanes || []) add(lane, lane.kind ?? "lane");
  for (const lane of timeline.fingers || []) add(lane, "finger");
  for (const lane of timeline.recognizers || []) add(lane, "recognizer");
  const deliveries = timeline.deliveries || [];
  if (deliveries.length) {
    const byView = new Map();
    for (const d of deliveries) {
      const view = String(d.view ?? "?");
      if (!byView.has(view)) byView.set(view, []);
      byView.get(view).push({
        t: time(d), state: d.disposition ?? d.status ?? d.kind ?? d.phase ?? "",
        label: [d.phase, d.disposition ?? d.status ?? d.kind].filter(Boolean).join(" "), cause: d.cause ?? "",
      });
    }
    for (const [view, marks] of byView) lanes.push({ name: view, kind: "delivery", marks });
  }
  return lanes;
}

export class Timeline {
  constructor(drawing, send) {
    this.drawing = drawing;
    this.send = send;
    this.samples = 0;
    this.range = [0, 1];
    $("scrubber").addEventListener("input", () => this.send({ type: "timeline", index: Number($("scrubber").value) }));
  }

  show(message) {
    const lanes = lanesOf(message.timeline);
    const times = lanes.flatMap((lane) => lane.marks.map((m) => m.t)).filter(Number.isFinite);
    const start = times.length ? Math.min(...times) : 0;
    const end = times.length ? Math.max(...times) : 1;
    this.range = [start, end > start ? end : start + 1];
    const box = $("timeline");
    box.replaceChildren();
    box.dataset.lanes = String(lanes.length);
    const causes = document.createElement("ol");
    causes.className = "causes";
    for (const lane of lanes) {
      const row = document.createElement("div");
      row.className = "lane";
      row.dataset.lane = lane.name;
      row.dataset.kind = lane.kind;
      const name = document.createElement("div");
      name.className = "lane-name";
      name.textContent = lane.name;
      name.title = `${lane.kind}: ${lane.name}`;
      const track = document.createElement("div");
      track.className = "lane-track";
      // Marks at the time they happened, pushed right just enough not to cover the one before.
      let nextFree = 0;
      for (const mark of [...lane.marks].sort((a, b) => a.t - b.t)) {
        const span = document.createElement("span");
        span.className = "mark";
        span.dataset.state = mark.state;
        span.dataset.t = String(mark.t);
        if (mark.cause) span.dataset.cause = mark.cause;
        const left = Math.min(90, Math.max(this.percent(mark.t), nextFree));
        nextFree = left + Math.max(4, mark.label.length * 1.1);
        span.style.left = `${left}%`;
        span.textContent = mark.label;
        span.title = `${mark.t.toFixed(3)}s ${mark.label}${mark.cause ? ` — ${mark.cause}` : ""}`;
        track.append(span);
        if (mark.cause) {
          const li = document.createElement("li");
          li.dataset.lane = lane.name;
          li.dataset.state = mark.state;
          li.dataset.cause = mark.cause;
          li.textContent = `${mark.t.toFixed(3)}s ${lane.name} → ${mark.label}: ${mark.cause}`;
          causes.append(li);
        }
      }
      row.append(name, track);
      box.append(row);
    }
    box.append(causes);
    box.dataset.causes = Array.from(causes.children).map((li) => li.dataset.cause).join(" | ");
    this.samples = Number(message.samples) || 0;
    const scrubber = $("scrubber");
    scrubber.max = String(Math.max(0, this.samples - 1));
    scrubber.value = scrubber.max;
    scrubber.disabled = this.samples === 0;
    $("scrub-info").textContent = this.samples ? `${this.samples} samples` : "";
  }

  percent(t) { return Math.max(0, Math.min(100, ((t - this.range[0]) / (this.range[1] - this.range[0])) * 85)); }

  showFrame(message) {
    this.drawing.render(message.items || []);
    $("stage").dataset.frame = String(message.index);
    const at = Number(message.t).toFixed(3);
    $("scrub-info").textContent = `after sample ${message.index + 1} of ${this.samples}, at ${at}s`;
    for (const row of document.querySelectorAll("#timeline .lane-track")) {
      let cursor = row.querySelector(".cursor");
      if (!cursor) { cursor = document.createElement("div"); cursor.className = "cursor"; row.append(cursor); }
      cursor.style.left = `${this.percent(Number(message.t))}%`;
    }
  }

  // Back to the live scene (a new touch, or a new scene).
  live() {
    if ($("stage").dataset.frame === undefined) return;
    delete $("stage").dataset.frame;
    this.drawing.render(this.drawing.items);
  }
}

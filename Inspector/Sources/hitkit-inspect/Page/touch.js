// Touch it: the surface's pointer events (mouse, touch, pen; several pointers) become `input` samples with the
// events' own timestamps, so the server replays them with the same virtual times. Alt- or Shift-drag adds a
// second finger mirrored about the press point (it lands once the pointer is 10 px away, so the two fingers
// never start on one spot): pinch and rotate with a mouse. While a finger is down, and for a second after the
// last lift, a `tick` goes every animation frame so long presses and double-tap timeouts fire with no input.
const MIRROR_LANDING_DISTANCE = 10;
const TICK_AFTER_LIFT_MS = 1000;

export class TouchInput {
  constructor(drawing, send, hooks) {
    this.drawing = drawing;
    this.send = send;
    this.hooks = hooks;
    this.pointers = new Map();   // DOM pointerId -> { id, x, y, mirror }
    this.tickUntil = 0;
    this.ticking = false;
    this.sentSamples = 0;
    const surface = drawing.svg;
    surface.style.touchAction = "none";
    surface.addEventListener("pointerdown", (e) => this.down(e));
    surface.addEventListener("pointermove", (e) => this.move(e));
    surface.addEventListener("pointerup", (e) => this.end(e, "up"));
    surface.addEventListener("pointercancel", (e) => this.end(e, "cancel"));
    surface.addEventListener("contextmenu", (e) => e.preventDefault());
  }

  freeID() {
    const used = new Set();
    for (const pointer of this.pointers.values()) {
      used.add(pointer.id);
      if (pointer.mirror) used.add(pointer.mirror.id);
    }
    let id = 1;
    while (used.has(id)) id += 1;
    return id;
  }

  down(event) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.preventDefault();
    try { this.drawing.svg.setPointerCapture(event.pointerId); } catch { /* the pointer may be gone already */ }
    if (this.pointers.size === 0) this.hooks.onFirstDown();
    const point = this.drawing.scenePoint(event.clientX, event.clientY);
    const pointer = { id: this.freeID(), x: point.x, y: point.y, type: pointerType(event), mirror: null };
    this.pointers.set(event.pointerId, pointer);
    if (event.altKey || event.shiftKey) {
      pointer.mirror = { id: this.freeID(), pivot: point, landed: false, x: point.x, y: point.y };
    }
    this.emit([sample(pointer, "down", event)]);
    this.startTicking();
  }

  move(event) {
    const pointer = this.pointers.get(event.pointerId);
    const point = this.drawing.scenePoint(event.clientX, event.clientY);
    if (!pointer) {
      if (event.pointerType === "mouse" && event.buttons === 0) this.hooks.onHover(point);
      return;
    }
    event.preventDefault();
    if (point.x === pointer.x && point.y === pointer.y) return;
    pointer.x = point.x;
    pointer.y = point.y;
    const samples = [sample(pointer, "move", event)];
    const mirror = pointer.mirror;
    if (mirror) {
      mirror.x = 2 * mirror.pivot.x - point.x;
      mirror.y = 2 * mirror.pivot.y - point.y;
      const distance = Math.hypot(point.x - mirror.pivot.x, point.y - mirror.pivot.y) * this.drawing.scale;
      if (mirror.landed) samples.push(sample({ ...mirror, type: pointer.type }, "move", event));
      else if (distance >= MIRROR_LANDING_DISTANCE) {
        mirror.landed = true;
        samples.push(sample({ ...mirror, type: pointer.type }, "down", event));
      }
    }
    this.emit(samples);
  }

  end(event, phase) {
    const pointer = this.pointers.get(event.pointerId);
    if (!pointer) return;
    event.preventDefault();
    const point = this.drawing.scenePoint(event.clientX, event.clientY);
    if (phase === "up" && Number.isFinite(point.x) && Number.isFinite(point.y)) {
      pointer.x = point.x;
      pointer.y = point.y;
    }
    const samples = [sample(pointer, phase, event)];
    if (pointer.mirror && pointer.mirror.landed) {
      samples.push(sample({ ...pointer.mirror, type: pointer.type }, phase, event));
    }
    this.pointers.delete(event.pointerId);
    this.emit(samples);
    if (this.pointers.size === 0) this.tickUntil = performance.now() + TICK_AFTER_LIFT_MS;
  }

  emit(samples) {
    this.sentSamples += samples.length;
    document.body.dataset.sentSamples = String(this.sentSamples);
    this.send({ type: "input", samples });
    this.showDots();
  }

  showDots() {
    const dots = [];
    for (const pointer of this.pointers.values()) {
      dots.push({ id: pointer.id, x: pointer.x, y: pointer.y });
      const mirror = pointer.mirror;
      if (mirror && mirror.landed) dots.push({ id: mirror.id, x: mirror.x, y: mirror.y, mirror: true });
    }
    this.drawing.showTouches(dots);
  }

  startTicking() {
    if (this.ticking) return;
    this.ticking = true;
    const frame = () => {
      const now = performance.now();
      if (this.pointers.size === 0 && now > this.tickUntil) { this.ticking = false; return; }
      this.send({ type: "tick", t: round(now) });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }
}

function pointerType(event) {
  return ["mouse", "touch", "pen"].includes(event.pointerType) ? event.pointerType : "touch";
}

function sample(pointer, phase, event) {
  return {
    id: pointer.id, phase, x: round(pointer.x), y: round(pointer.y), t: round(event.timeStamp), pointer: pointer.type,
  };
}

function round(value) { return Math.round(value * 1000) / 1000; }

// The scene to scale, from the `scene` message's items: the geometry `hitkit render` draws (back to front,
// windows by level), each view a polygon through its four screen corners (so transforms show), its name,
// and the render styles: hidden dashed, transparent faded, interaction-disabled grey, controls tinted.
const SVG = "http://www.w3.org/2000/svg";

export class Drawing {
  constructor(svg, stage) {
    this.svg = svg;
    this.stage = stage;
    this.bounds = [0, 0, 320, 568];
    this.scale = 1;
    this.items = [];
    this.byName = new Map();
    this.listeners = [];
  }

  onDraw(listener) { this.listeners.push(listener); }

  draw(scene) {
    this.sceneMessage = scene;
    this.items = Array.isArray(scene.items) ? scene.items : [];
    this.bounds = validBounds(scene.bounds) || boundsOf(this.items);
    const [, , width, height] = this.bounds;
    this.scale = Math.min(2, 640 / Math.max(width, 1), 760 / Math.max(height, 1));
    this.svg.setAttribute("width", String(Math.round(width * this.scale)));
    this.svg.setAttribute("height", String(Math.round(height * this.scale)));
    this.svg.setAttribute("viewBox", this.bounds.join(" "));
    this.stage.dataset.scale = String(this.scale);
    this.render(this.items);
    for (const listener of this.listeners) listener(scene);
  }

  // Draws `items` (the scene, or a timeline frame) keeping the touch layer on top.
  render(items) {
    this.svg.replaceChildren();
    this.byName = new Map();
    const layer = document.createElementNS(SVG, "g");
    layer.id = "items";
    const labelled = new Map();   // label corner -> labels there already (stacked, not overprinted)
    items.forEach((item, index) => {
      const group = document.createElementNS(SVG, "g");
      group.classList.add("item");
      for (const [flag, cls] of [["window", "window"], ["hidden", "hidden"], ["transparent", "transparent"],
        ["interactionDisabled", "disabled"], ["control", "control"], ["controlDisabled", "control-disabled"]]) {
        if (item[flag]) group.classList.add(cls);
      }
      group.dataset.name = item.name;
      group.dataset.index = String(index);
      group.dataset.depth = String(item.depth ?? 0);
      if (Number.isFinite(item.level)) group.dataset.level = String(item.level);
      const corners = Array.isArray(item.corners) ? item.corners : [];
      const shape = document.createElementNS(SVG, "polygon");
      shape.classList.add("item-shape");
      shape.setAttribute("points", corners.map((c) => `${c[0]},${c[1]}`).join(" "));
      const title = document.createElementNS(SVG, "title");
      title.textContent = describe(item);
      shape.append(title);
      group.append(shape);
      // An animating view: its box is its model frame; where its presentation layer draws it now is dashed green.
      if (Array.isArray(item.drawnCorners) && item.drawnCorners.length === 4) {
        const drawn = document.createElementNS(SVG, "polygon");
        drawn.classList.add("item-drawn");
        drawn.setAttribute("points", item.drawnCorners.map((c) => `${c[0]},${c[1]}`).join(" "));
        const drawnTitle = document.createElementNS(SVG, "title");
        drawnTitle.textContent = `${item.name}: drawn here now by its animation (presentation layer); `
          + "its box is its model frame";
        drawn.append(drawnTitle);
        group.append(drawn);
      }
      if (corners.length) {
        const label = document.createElementNS(SVG, "text");
        label.classList.add("item-label");
        const [x, y] = topLeft(corners);
        const key = `${Math.round(x)},${Math.round(y)}`;
        const stacked = labelled.get(key) || 0;
        labelled.set(key, stacked + 1);
        label.setAttribute("x", String(x + 3 / this.scale));
        label.setAttribute("y", String(y + (11 + 12 * stacked) / this.scale));
        label.setAttribute("font-size", String(11 / this.scale));
        // Windows are drawn by level (back to front); their label says it.
        const level = item.window && Number.isFinite(item.level) ? ` (level ${item.level})` : "";
        label.textContent = `${item.name}${level}`;
        group.append(label);
      }
      layer.append(group);
      if (!this.byName.has(item.name)) this.byName.set(item.name, []);
      this.byName.get(item.name).push(group);
    });
    this.svg.dataset.items = String(items.length);
    const touches = document.createElementNS(SVG, "g");
    touches.id = "touch-layer";
    this.svg.append(layer, touches);
  }

  // Marks the views named in `names` with `cls` (and only those).
  mark(cls, names) {
    for (const element of this.svg.querySelectorAll(`.item.${cls}`)) element.classList.remove(cls);
    for (const name of names || []) for (const element of this.byName.get(name) || []) element.classList.add(cls);
  }

  // The touch dots: [{id, x, y, mirror?}] in scene coordinates.
  showTouches(touches) {
    const layer = this.svg.querySelector("#touch-layer");
    if (!layer) return;
    layer.replaceChildren();
    for (const touch of touches) {
      const dot = document.createElementNS(SVG, "circle");
      dot.classList.add("touch-dot");
      if (touch.mirror) dot.classList.add("mirror");
      dot.setAttribute("cx", String(touch.x));
      dot.setAttribute("cy", String(touch.y));
      dot.setAttribute("r", String(11 / this.scale));
      dot.dataset.id = String(touch.id);
      layer.append(dot);
    }
  }

  // Scene coordinates of a client (CSS pixel) point, and back.
  scenePoint(clientX, clientY) {
    const rect = this.svg.getBoundingClientRect();
    return {
      x: this.bounds[0] + (clientX - rect.left) / this.scale,
      y: this.bounds[1] + (clientY - rect.top) / this.scale,
    };
  }
  clientPoint(x, y) {
    const rect = this.svg.getBoundingClientRect();
    return { x: rect.left + (x - this.bounds[0]) * this.scale, y: rect.top + (y - this.bounds[1]) * this.scale };
  }
}

function describe(item) {
  const flags = ["window", "hidden", "transparent", "interactionDisabled", "control"].filter((f) => item[f]);
  const recognizers = (item.recognizers || [])
    .map((r) => `${r.name} (${r.kind}${r.enabled === false ? ", disabled" : ""})`);
  const title = item.class ? `${item.name}: ${item.class}` : item.name;
  const recognizerLine = recognizers.length ? `recognizers: ${recognizers.join(", ")}` : "";
  return [title, flags.join(", "), recognizerLine].filter(Boolean).join("\n");
}

function topLeft(corners) {
  return corners.reduce((best, c) => (c[1] < best[1] || (c[1] === best[1] && c[0] < best[0]) ? c : best), corners[0]);
}

function validBounds(bounds) {
  return Array.isArray(bounds) && bounds.length === 4 && bounds.every(Number.isFinite) && bounds[2] > 0 && bounds[3] > 0
    ? bounds : null;
}

function boundsOf(items) {
  const points = items.flatMap((item) => (item.corners || []).concat(item.drawnCorners || []))
    .filter((c) => Number.isFinite(c[0]) && Number.isFinite(c[1]));
  if (!points.length) return [0, 0, 320, 568];
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = Math.min(0, ...xs);
  const y = Math.min(0, ...ys);
  return [x, y, Math.max(...xs) - x || 1, Math.max(...ys) - y || 1];
}

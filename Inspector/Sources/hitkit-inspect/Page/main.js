// The inspector page: one WebSocket to the server (one session, one UIApplication), and the panels that
// show what it answers. Every panel is a module with a `handle(message)`-style entry; state the browser
// tests read is kept in element ids and data- attributes.
import { Drawing } from "./drawing.js";
import { HoverPanel } from "./hover.js";
import { TouchInput } from "./touch.js";
import { TracePanel } from "./trace.js";
import { Timeline } from "./timeline.js";
import { HitMap } from "./hitmap.js";
import { Editor } from "./editor.js";

const $ = (id) => document.getElementById(id);

class Connection {
  constructor(onMessage) {
    this.onMessage = onMessage;
    this.socket = null;
    this.open();
  }
  open() {
    const socket = new WebSocket(`ws://${location.host}/ws`);
    this.socket = socket;
    $("status").dataset.state = "connecting";
    const status = (state, text) => { $("status").dataset.state = state; $("status").textContent = text; };
    socket.addEventListener("open", () => status("open", "connected"));
    socket.addEventListener("close", () => status("closed", "disconnected"));
    socket.addEventListener("message", (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        showError({ message: "unreadable reply from the server" });
        return;
      }
      this.onMessage(message);
    });
  }
  send(object) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(object));
  }
}

let errorCount = 0;
export function showError(message) {
  errorCount += 1;
  const li = document.createElement("li");
  li.className = "error";
  li.dataset.index = String(errorCount);
  const column = message.column ? `, column ${message.column}` : "";
  li.textContent = message.message + (message.line ? ` (line ${message.line}${column})` : "");
  const list = $("errors");
  list.prepend(li);
  while (list.children.length > 5) list.lastChild.remove();
  document.body.dataset.errors = String(errorCount);
  setTimeout(() => li.remove(), 15000);
}

const state = { scene: null, messages: {} };
const connection = new Connection(dispatch);
const send = (object) => connection.send(object);
const drawing = new Drawing($("scene"), $("stage"));
const hitmap = new HitMap($("hitmap"), drawing, send);
const hover = new HoverPanel(drawing, send);
const trace = new TracePanel(drawing);
const timeline = new Timeline(drawing, send);
const editor = new Editor(drawing, send, trace);
const touch = new TouchInput(drawing, send, {
  onFirstDown: () => { timeline.live(); trace.beginGesture(); hover.clear(); },
  onHover: (point) => hover.request(point),
});

function dispatch(message) {
  const type = message.type;
  state.messages[type] = (state.messages[type] || 0) + 1;
  document.body.dataset[`got${type.charAt(0).toUpperCase()}${type.slice(1)}`] = String(state.messages[type]);
  switch (type) {
    case "scene":
      state.scene = message;
      delete document.getElementById("stage").dataset.frame;
      drawing.draw(message);
      editor.showScene(message);
      hitmap.sceneChanged();
      hover.sceneChanged();
      break;
    case "hover": hover.show(message); break;
    case "trace": trace.show(message); break;
    case "gesture": timeline.show(message); editor.gestureRecorded(message); break;
    case "hitmap": hitmap.show(message); break;
    case "whatif": editor.showWhatIf(message); break;
    case "frame": timeline.showFrame(message); break;
    case "export": editor.showExport(message); break;
    case "error": editor.showError(message); showError(message); break;
    default: break;
  }
}

// For the browser tests and the curious: the page's state and its socket.
window.hitkitInspector = { connection, drawing, touch, state, send, clientPoint: (x, y) => drawing.clientPoint(x, y) };

/* The parts of a phone page and their keyed updates (docs/ARCHITECTURE.md, "The phone page").
 *
 * A game draws its page as parts, plain objects made by ``h(tag, props, ...children)``; ``patch``
 * brings the page's elements in line with them. An element whose part keeps its key (a card's id,
 * a move's ``k`` and label, a seat) and its tag is the same element after the update: only the
 * attributes and texts that changed are written, so a button under the finger, the focus and the
 * scroll position survive a state. Unkeyed parts are matched by tag and order among their siblings.
 * Registers RV.parts: h, patch and the parts every game draws the same way. */
"use strict";
(() => {
  const RV = (window.RV = window.RV || { games: {} });

  /* A part: ``props`` holds attributes ("class", "aria-label", "data-card"...: true is present,
   * false or null absent), ``key``, ``on`` (event handlers, replaced at every update so they see
   * the newest state) and ``text``; children are parts or strings. */
  function h(tag, props, ...children) {
    const kids = children.flat(Infinity).filter((kid) => kid !== null && kid !== undefined && kid !== false);
    return { tag, props: props || {}, kids };
  }

  function keyOf(part, counts) {
    if (typeof part === "string") {
      counts["#text"] = (counts["#text"] || 0) + 1;
      return `#text/${counts["#text"]}`;
    }
    if (part.props.key !== undefined && part.props.key !== null) return `${part.tag}:${part.props.key}`;
    counts[part.tag] = (counts[part.tag] || 0) + 1;
    return `${part.tag}/${counts[part.tag]}`;
  }

  function attributes(props) {
    const wanted = {};
    for (const [name, value] of Object.entries(props)) {
      if (name === "key" || name === "on" || name === "text") continue;
      if (value === null || value === undefined || value === false) continue;
      wanted[name] = value === true ? "" : String(value);
    }
    return wanted;
  }

  function listen(node, on) {
    node.__rvOn = on || {};
    node.__rvHeard = node.__rvHeard || new Set();
    for (const type of Object.keys(node.__rvOn)) {
      if (node.__rvHeard.has(type)) continue;
      node.__rvHeard.add(type);
      node.addEventListener(type, (event) => {
        const handler = node.__rvOn[type];
        if (handler) handler(event);
      });
    }
  }

  function update(node, part) {
    if (typeof part === "string") {
      if (node.nodeValue !== part) node.nodeValue = part;
      return;
    }
    const wanted = attributes(part.props);
    for (const name of Object.keys(node.__rvAttrs || {})) {
      if (!(name in wanted)) node.removeAttribute(name);
    }
    for (const [name, value] of Object.entries(wanted)) {
      if (node.getAttribute(name) !== value) node.setAttribute(name, value);
    }
    node.__rvAttrs = wanted;
    listen(node, part.props.on);
    const kids = part.props.text !== undefined && part.props.text !== null ? [String(part.props.text)] : part.kids;
    patch(node, kids);
  }

  function create(part) {
    return typeof part === "string" ? document.createTextNode(part) : document.createElement(part.tag);
  }

  /* Make ``parent``'s children match ``parts``: kept elements stay where they are when they can
   * (moving an element would drop its focus), new ones are made, the others removed. */
  function patch(parent, parts) {
    const old = new Map();
    const oldCounts = {};
    for (const node of parent.childNodes) {
      const key =
        node.__rvKey ||
        (node.nodeType === 3 ? keyOf("", oldCounts) : keyOf({ tag: node.tagName.toLowerCase(), props: {} }, oldCounts));
      old.set(key, node);
    }
    const counts = {};
    const nodes = parts.map((part) => {
      const key = keyOf(part, counts);
      let node = old.get(key);
      const fits = node && (typeof part === "string" ? node.nodeType === 3 : node.nodeType === 1);
      if (!fits) node = create(part);
      old.delete(key);
      node.__rvKey = key;
      update(node, part);
      return node;
    });
    for (const node of old.values()) node.remove();
    nodes.forEach((node, index) => {
      const here = parent.childNodes[index];
      if (here !== node) parent.insertBefore(node, here || null);
    });
  }

  /* A card's picture; ``caption`` adds its words under it in page text (the words drawn in the
   * art are too small on a phone), the picture then taking none of its own. */
  function picture(card, className, caption = false) {
    const image = h("img", { key: card.id, class: className, src: card.img, alt: caption ? "" : card.alt, "data-card": card.id });
    if (!caption) return image;
    return h("figure", { key: card.id, class: `captioned ${className || ""}`.trim() },
      h("img", { src: card.img, alt: "", "data-card": card.id }),
      h("figcaption", { text: card.alt }));
  }

  /* Whose turn it is (or the heading a game gives), the game's prompt, then everyone's points:
   * the player to act marked by a pointer and words, and "you" in words, never by a tint alone.
   * ``held`` adds a word to a player's entry (Revorso's action card). */
  function header(message, texts, options = {}) {
    const phone = message.phone;
    const yours = options.yours !== undefined ? options.yours : message.your_turn;
    const offered = (message.legal || []).length > 0;
    let heading = options.heading || (yours ? texts.your_turn : texts.not_your_turn);
    let tone = yours ? "yours" : "";
    if (message.over) {
      heading = texts.game_over;
      tone = "over";
    } else if (message.paused && !options.heading) {
      heading = offered ? texts.paused_your_turn : texts.paused_title;
      tone = "paused";
    }
    const banner = h("div", { key: "banner", class: `turn ${tone}`.trim() },
      h("h1", { text: heading }), h("span", { class: "prompt", text: phone.prompt }));
    const entries = phone.players.map((player, index) => {
      const held = options.held ? options.held(player) : "";
      return h("li", { key: player.seat !== undefined ? player.seat : index, class: [player.acting ? "acting" : "", player.you ? "you" : ""].join(" ").trim() },
        player.acting ? h("span", { class: "mark", "aria-hidden": "true", text: "▶ " }) : null,
        player.acting ? h("span", { class: "visually-hidden", text: `${texts.to_play}: ` }) : null,
        h("span", { class: "name", text: player.name }),
        player.you ? h("span", { class: "you-tag", text: ` (${texts.you})` }) : null,
        h("span", { class: "points", text: ` ${player.points}${held}` }));
    });
    const scores = h("div", { key: "scores", class: "scores-row" },
      h("span", { class: "scores-title", id: "points-title", text: texts.points }),
      h("ul", { class: "scores", "aria-labelledby": "points-title" }, entries));
    return [banner, scores];
  }

  /* What happened, oldest first (nothing when the game keeps no log yet): a line keeps its
   * element while it stays among the newest. */
  function log(lines, texts) {
    if (!lines || !lines.length) return [];
    const seen = {};
    const items = lines.map((line) => {
      seen[line] = (seen[line] || 0) + 1;
      return h("li", { key: `${line}#${seen[line]}`, text: line });
    });
    return [h("h2", { key: "log-title", text: texts.log }), h("ol", { key: "log", class: "log" }, items)];
  }

  /* A move's button: keyed by the move's ``k`` and label, so the same move in the next state is
   * the same button; ``ui.play`` sends it with the newest state's serial. */
  function moveButton(move, ui, className, ...children) {
    return h("button", { key: `${move.k}|${move.label}`, type: "button", class: className, "data-move": move.kind, on: { click: (event) => ui.play(move, event.currentTarget) } },
      children.length ? children : move.label);
  }

  RV.parts = { h, patch, picture, header, log, moveButton };
})();

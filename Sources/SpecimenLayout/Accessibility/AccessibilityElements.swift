import Foundation
import SpecimenUI

/// Lists the VoiceOver elements of a placed tree in reading order.
///
/// Each resolved node carries its accessibility layers innermost first; reading them from the
/// outermost in is reading the modifiers as SwiftUI applies them:
/// - `accessibilityHidden(true)` and `Image(decorative:)` drop their subtree; so does opacity 0
///   (SwiftUI leaves fully transparent views out of the accessibility tree).
/// - a control (`Button`, `Toggle`, `Slider` …) is one element: its label is `accessibilityLabel`,
///   else its label view's text, else what its content reads, joined with ", ".
/// - `accessibilityElement(children: .combine)` merges the elements inside into one (labels joined
///   with ", ", traits united, "Total, $42.00"); `.ignore` makes one element that reads only what is
///   set on it; `.contain` keeps the children, read together as a group. A view that already is one
///   element stays that element (Apple: a new element is created only when there are several).
/// - label, value, hint, identifier and traits set on a view that is not itself one element apply
///   to every element inside it.
/// - text is static text; a non-decorative image reads its label, else its name.
/// - `accessibilityRepresentation` is read in place of the view, framed by the view.
/// Order: higher `accessibilitySortPriority` first, then rows top to bottom and, within a row
/// (elements whose vertical middles fall inside each other's extent), leading to trailing.
public enum AccessibilityElements {
  /// The VoiceOver elements of `root` in reading order.
  public static func elements(of root: PlacedNode) -> [AccessibilityElement] {
    flatten(ordered(visit(root, layers: root.node.accessibility.count), direction: root.node.layoutDirection))
  }

  /// The elements `AccessibilityElement.isMissingLabel` reports: controls and images VoiceOver reads as nothing.
  public static func missingLabels(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
    elements.filter(\.isMissingLabel)
  }

  // MARK: Walking the layers

  /// An element on its way out, or a `.contain` group read as one block.
  indirect enum Piece {
    case element(AccessibilityElement, priority: Double)
    case group([Piece], frame: CGRect, priority: Double)

    var frame: CGRect {
      switch self {
      case .element(let e, _): return e.frame
      case .group(_, let frame, _): return frame
      }
    }
    var priority: Double {
      switch self {
      case .element(_, let p), .group(_, _, let p): return p
      }
    }
    func with(priority: Double) -> Piece {
      switch self {
      case .element(let e, _): return .element(e, priority: priority)
      case .group(let c, let f, _): return .group(c, frame: f, priority: priority)
      }
    }
  }

  /// The pieces of `placed` with its outermost `layers` accessibility layers applied.
  static func visit(_ placed: PlacedNode, layers: Int) -> [Piece] {
    guard layers > 0 else { return own(placed) }
    let layer = placed.node.accessibility[layers - 1]
    if layer.isHidden { return [] }
    if let representation = layer.representation {
      let stand = unplaced(representation, frame: placed.frame)
      return visit(stand, layers: representation.accessibility.count)
    }
    let inner = visit(placed, layers: layers - 1)
    let direction = placed.node.layoutDirection
    var pieces: [Piece]
    if let role = layer.role, role.exposesChildren {
      pieces = [.group(ordered(inner, direction: direction), frame: placed.frame, priority: 0)]
    } else if let role = layer.role {
      pieces = [.element(control(role, content: inner, frame: placed.frame, direction: direction), priority: 0)]
    } else if let children = layer.children {
      if inner.count == 1, case .element = inner[0] {
        pieces = inner  // already one element: only its child behaviour changes
      } else if children == .contain {
        pieces = [.group(ordered(inner, direction: direction), frame: placed.frame, priority: 0)]
      } else if children == .combine {
        pieces = [.element(combine(inner, frame: placed.frame, direction: direction), priority: 0)]
      } else {
        let content = flatten(inner)
        let interactive = content.first(where: \.isInteractive)
        pieces = [.element(AccessibilityElement(
          kind: interactive?.kind ?? .element, label: "", labelSource: .none, traits: interactive?.traits ?? [],
          frame: placed.frame, isInteractive: interactive != nil, isEnabled: interactive?.isEnabled ?? true), priority: 0)]
      }
    } else {
      pieces = inner
    }
    return pieces.map { apply(layer, to: $0) }
  }

  /// The pieces of the node itself, before any accessibility layer.
  static func own(_ placed: PlacedNode) -> [Piece] {
    let frame = placed.frame
    switch placed.node.kind {
    case .text(let text):
      let label = text.spokenString
      return [.element(AccessibilityElement(
        kind: .text, label: label, labelSource: label.isEmpty ? .none : .text, traits: ["isStaticText"],
        frame: frame, isInteractive: false), priority: 0)]
    case .image(let image):
      let name = imageName(image.source)
      return [.element(AccessibilityElement(
        kind: .image, label: name, labelSource: name.isEmpty ? .none : .imageName, traits: ["isImage"],
        frame: frame, isInteractive: false), priority: 0)]
    case .effect(.opacity(let opacity)) where !(opacity > 0):
      return []
    case .mask:
      // The mask only shapes the primary; it is never read.
      return placed.children.first.map(children) ?? []
    default:
      return placed.children.flatMap(children)
    }
  }

  private static func children(_ child: PlacedNode) -> [Piece] { visit(child, layers: child.node.accessibility.count) }

  /// The name VoiceOver falls back to for an image: the asset's name, or an SF Symbol's name with
  /// its dots read as spaces (iOS reads built-in descriptions for some symbols; the name is the fallback).
  static func imageName(_ source: ResolvedImage.Source) -> String { source.spokenName }

  /// A control's element: its role's kind, traits and value; its label from its label view or its content.
  static func control(_ role: AccessibilityRole, content: [Piece], frame: CGRect, direction: LayoutDirection) -> AccessibilityElement {
    let drawn = combine(content, frame: frame, direction: direction)
    var label = drawn.label, source = drawn.labelSource
    if let view = role.label {
      let named = combine(visit(unplaced(view, frame: frame), layers: view.accessibility.count), frame: frame, direction: direction)
      if named.labelSource > .none || role.kind == .label { (label, source) = (named.label, named.labelSource) }
    }
    let kind: AccessibilityElement.Kind
    switch role.kind {
    case .button: kind = .button
    case .toggle: kind = .toggle
    case .slider: kind = .slider
    case .stepper: kind = .stepper
    case .textField: kind = .textField
    case .secureField: kind = .secureField
    case .picker: kind = .picker
    case .menu: kind = .menu
    case .link: kind = .link
    case .disclosureGroup: kind = .disclosureGroup
    case .progressView: kind = .progressView
    case .gauge: kind = .gauge
    case .label: kind = .text
    }
    // Traits the content adds (a selected or header state); its own kind traits are the control's now.
    let kindTraits: Set<String> = ["isStaticText", "isImage", "isButton", "isToggle", "isLink"]
    let traits = AccessibilityTraits(traitNames: role.kind.traits.traitNames + drawn.traits.filter { !kindTraits.contains($0) })
    return AccessibilityElement(
      kind: kind, label: label, labelSource: source, traits: traits.traitNames,
      value: role.value ?? drawn.value, hint: drawn.hint, frame: frame,
      isInteractive: role.kind.isInteractive, isEnabled: role.isEnabled && drawn.isEnabled)
  }

  /// One element merging the elements of `pieces` in reading order.
  static func combine(_ pieces: [Piece], frame: CGRect, direction: LayoutDirection) -> AccessibilityElement {
    let parts = flatten(ordered(pieces, direction: direction))
    let labels = parts.map(\.label).filter { !$0.isEmpty }
    let values = parts.compactMap(\.value).filter { !$0.isEmpty }
    var traits = Set(parts.flatMap(\.traits))
    for only in ["isStaticText", "isImage"] where !parts.allSatisfy({ $0.traits.contains(only) }) { traits.remove(only) }
    let interactive = parts.first(where: \.isInteractive)
    let kind: AccessibilityElement.Kind
    if let interactive { kind = interactive.kind }
    else if !parts.isEmpty, parts.allSatisfy({ $0.kind == .text }) { kind = .text }
    else if !parts.isEmpty, parts.allSatisfy({ $0.kind == .image }) { kind = .image }
    else { kind = .element }
    return AccessibilityElement(
      kind: kind, label: labels.joined(separator: ", "),
      labelSource: labels.isEmpty ? .none : parts.filter { !$0.label.isEmpty }.map(\.labelSource).max() ?? .none,
      traits: AccessibilityTraits(traitNames: Array(traits)).traitNames,
      value: values.isEmpty ? nil : values.joined(separator: ", "),
      hint: parts.compactMap(\.hint).first, frame: frame, isInteractive: interactive != nil,
      isEnabled: parts.allSatisfy(\.isEnabled))
  }

  /// `piece` with the label, value, hint, identifier, traits and sort priority `layer` sets.
  static func apply(_ layer: AccessibilityAttributes, to piece: Piece) -> Piece {
    var piece = piece
    if let priority = layer.sortPriority { piece = piece.with(priority: priority) }
    let changes = layer.label != nil || layer.value != nil || layer.hint != nil || layer.identifier != nil
      || !layer.addedTraits.isEmpty || !layer.removedTraits.isEmpty
    guard changes else { return piece }
    switch piece {
    case .element(var element, let priority):
      if let label = layer.label {
        element.label = label
        element.labelSource = label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? .none : .explicit
      }
      if let value = layer.value { element.value = value }
      if let hint = layer.hint { element.hint = hint }
      if let identifier = layer.identifier { element.identifier = identifier }
      var traits = AccessibilityTraits(traitNames: element.traits)
      traits.formUnion(layer.addedTraits)
      traits.subtract(layer.removedTraits)
      element.traits = traits.traitNames
      return .element(element, priority: priority)
    case .group(let children, let frame, let priority):
      return .group(children.map { apply(layer, to: $0) }, frame: frame, priority: priority)
    }
  }

  /// A resolved subtree that was never laid out, every node framed by `frame`.
  static func unplaced(_ node: ResolvedNode, frame: CGRect) -> PlacedNode {
    PlacedNode(node: node, frame: frame, proposal: .unspecified, children: node.children.map { unplaced($0, frame: frame) })
  }

  // MARK: Reading order

  /// `pieces` in reading order: by sort priority (higher first), then rows top to bottom, each row
  /// leading to trailing. Ties keep tree order, so the result is deterministic.
  static func ordered(_ pieces: [Piece], direction: LayoutDirection) -> [Piece] {
    guard pieces.count > 1 else { return pieces }
    let priorities = Array(Set(pieces.map(\.priority))).sorted(by: >)
    return priorities.flatMap { priority in
      rows(pieces.filter { $0.priority == priority }, direction: direction)
    }
  }

  private static func rows(_ pieces: [Piece], direction: LayoutDirection) -> [Piece] {
    let byTop = pieces.enumerated().sorted { a, b in
      let fa = a.element.frame, fb = b.element.frame
      if fa.minY != fb.minY { return fa.minY < fb.minY }
      return a.offset < b.offset
    }
    // A piece joins the current row when its middle is within the row's extent so far, or the
    // row's first piece's middle is within it (an icon beside a taller text, a text beside a tall control).
    var rows: [[(offset: Int, element: Piece)]] = []
    var rowBottom = CGFloat(0), rowMiddle = CGFloat(0)
    for item in byTop {
      let f = item.element.frame
      if !rows.isEmpty, f.midY <= rowBottom || (f.minY <= rowMiddle && rowMiddle <= f.maxY) {
        rows[rows.count - 1].append(item)
        rowBottom = max(rowBottom, f.maxY)
      } else {
        rows.append([item])
        rowBottom = f.maxY
        rowMiddle = f.midY
      }
    }
    return rows.flatMap { row in
      row.sorted { a, b in
        let fa = a.element.frame, fb = b.element.frame
        let (ka, kb) = direction == .rightToLeft ? (-fa.maxX, -fb.maxX) : (fa.minX, fb.minX)
        if ka != kb { return ka < kb }
        return a.offset < b.offset
      }.map(\.element)
    }
  }

  static func flatten(_ pieces: [Piece]) -> [AccessibilityElement] {
    pieces.flatMap { piece -> [AccessibilityElement] in
      switch piece {
      case .element(let e, _): return [e]
      case .group(let children, _, _): return flatten(children)
      }
    }
  }
}

import Foundation
import SpecimenUI

/// The fixture vocabulary of scroll views, lists, preferences, coordinate spaces, safe areas
/// and container-relative frames (kept apart from FixtureDSL.swift's core views).
///
/// Views: `{"ScrollView": {"axes": "vertical"|"horizontal"|"both"}, "children": […]}`,
/// `{"List": {"style": "insetGrouped"|"grouped"|"plain"|"inset"|"sidebar"}, "children": […]}`
/// (each child a row; a child `{"Section": {"header": "…", "footer": "…"}, "children": […]}` is a section).
/// Modifiers: `coordinateSpace` (a name), `containerRelativeFrame`
/// (`{"axes": …, "count": n, "span": n, "spacing": n, "alignment": …}`), `safeAreaPadding`
/// (a number or `{"edges": …, "length": n}`), `safeAreaInset` (`{"edge": …, "spacing": n,
/// "alignment": …, "view": {…}}`), `ignoresSafeArea` (true or `{"edges": …}`),
/// `preferenceSum` (adds a number to `SumKey`), `overlaySum` (`{"id": …}`: overlays a 1-pt-high
/// Color as wide as the collected sum), `anchorBounds` (a name: records the view's bounds
/// anchor under that name in `AnchorsKey`), `overlayAnchor`/`backgroundAnchor`
/// (`{"name": …, "id": …}`: a Color with id covering the named anchor's rect, through a
/// GeometryReader), `anchorCenter` (a name: the view's centre point in `PointsKey`) and
/// `overlayPoint` (`{"name": …, "id": …}`: a 2×2 Color centred on that point).
/// GeometryReader variables besides `w`, `h`: `gx`, `gy` (its global origin), `nx`, `ny` (its
/// origin in the space named by its `"space"` argument), `sTop`, `sLeading`, `sBottom`,
/// `sTrailing` (its safe-area insets).
extension FixtureDSL {
  static let containerViewKeys = ["ScrollView", "List", "Section"]

  /// The view for one of `containerViewKeys`, or nil.
  func containerView(_ key: String, _ object: [String: Any], children: () throws -> AnyView) throws -> AnyView? {
    let dict = object[key] as? [String: Any] ?? [:]
    switch key {
    case "ScrollView":
      return AnyView(ScrollView(try axes(dict["axes"] ?? "vertical")) { try! children() })
    case "List":
      let content = try children()
      let list = List { content }
      switch dict["style"] as? String ?? "automatic" {
      case "insetGrouped": return AnyView(list.listStyle(.insetGrouped))
      case "grouped": return AnyView(list.listStyle(.grouped))
      case "plain": return AnyView(list.listStyle(.plain))
      case "inset": return AnyView(list.listStyle(.inset))
      case "sidebar": return AnyView(list.listStyle(.sidebar))
      case "automatic": return AnyView(list)
      default: throw DSLError("unknown list style \(dict["style"] ?? "")")
      }
    case "Section":
      let content = try children()
      let header = dict["header"] as? String
      let footer = dict["footer"] as? String
      switch (header, footer) {
      case let (h?, f?): return AnyView(Section { content } header: { Text(verbatim: h) } footer: { Text(verbatim: f) })
      case let (h?, nil): return AnyView(Section { content } header: { Text(verbatim: h) })
      case let (nil, f?): return AnyView(Section { content } footer: { Text(verbatim: f) })
      case (nil, nil): return AnyView(Section { content })
      }
    default:
      return nil
    }
  }

  /// `view` with one of the container modifiers applied, or nil if `name` is not one.
  func containerModifier(_ name: String, _ value: Any, to view: AnyView) throws -> AnyView? {
    let dict = value as? [String: Any] ?? [:]
    switch name {
    case "coordinateSpace":
      return AnyView(view.coordinateSpace(name: value as? String ?? "\(value)"))
    case "containerRelativeFrame":
      let axes = try self.axes(dict["axes"] ?? "both")
      let align = try alignmentNamed(dict["alignment"] ?? "center")
      if let count = try number(dict["count"]) {
        return AnyView(view.containerRelativeFrame(axes, count: Int(count), span: Int(try number(dict["span"]) ?? 1),
                                                   spacing: try number(dict["spacing"]) ?? 0, alignment: align))
      }
      if let fraction = try number(dict["fraction"]) {
        return AnyView(view.containerRelativeFrame(axes, alignment: align) { length, _ in length * fraction })
      }
      return AnyView(view.containerRelativeFrame(axes, alignment: align))
    case "safeAreaPadding":
      if let length = (try? number(value)) ?? nil { return AnyView(view.safeAreaPadding(length)) }
      return AnyView(view.safeAreaPadding(try edges(dict["edges"] ?? "all"), try number(dict["length"])))
    case "safeAreaInset":
      let inset = try self.view(dict["view"] as Any)
      let spacing = try number(dict["spacing"])
      switch dict["edge"] as? String ?? "bottom" {
      case "top", "bottom":
        let edge: VerticalEdge = dict["edge"] as? String == "top" ? .top : .bottom
        let align = try alignmentNamed(dict["alignment"] ?? "center").horizontal
        return AnyView(view.safeAreaInset(edge: edge, alignment: align, spacing: spacing) { inset })
      default:
        let edge: HorizontalEdge = dict["edge"] as? String == "leading" ? .leading : .trailing
        let align = try alignmentNamed(dict["alignment"] ?? "center").vertical
        return AnyView(view.safeAreaInset(edge: edge, alignment: align, spacing: spacing) { inset })
      }
    case "ignoresSafeArea":
      if value as? Bool == true { return AnyView(view.ignoresSafeArea()) }
      return AnyView(view.ignoresSafeArea(edges: try edges(dict["edges"] ?? "all")))
    case "preferenceSum":
      return AnyView(view.preference(key: SumKey.self, value: try number(value) ?? 0))
    case "overlaySum":
      let id = dict["id"] as? String ?? "sum"
      return AnyView(view.overlayPreferenceValue(SumKey.self, alignment: .topLeading) { sum in
        Color.red.frame(width: sum, height: 1).id(id)
      })
    case "anchorBounds":
      let key = value as? String ?? "\(value)"
      return AnyView(view.anchorPreference(key: AnchorsKey.self, value: .bounds) { [key: $0] })
    case "overlayAnchor", "backgroundAnchor":
      let key = dict["name"] as? String ?? ""
      let id = dict["id"] as? String ?? "marker"
      let marker: (AnchorsKey.Value) -> AnyView = { anchors in
        AnyView(GeometryReader { proxy in
          if let anchor = anchors[key] {
            let rect = proxy[anchor]
            Color.red.frame(width: rect.width, height: rect.height).id(id).offset(x: rect.minX, y: rect.minY)
          }
        })
      }
      if name == "overlayAnchor" { return AnyView(view.overlayPreferenceValue(AnchorsKey.self) { marker($0) }) }
      return AnyView(view.backgroundPreferenceValue(AnchorsKey.self) { marker($0) })
    case "anchorCenter":
      let key = value as? String ?? "\(value)"
      return AnyView(view.anchorPreference(key: PointsKey.self, value: .center) { [key: $0] })
    case "overlayPoint":
      let key = dict["name"] as? String ?? ""
      let id = dict["id"] as? String ?? "point"
      return AnyView(view.overlayPreferenceValue(PointsKey.self, alignment: .topLeading) { points in
        GeometryReader { proxy in
          if let anchor = points[key] {
            let point = proxy[anchor]
            Color.red.frame(width: 2, height: 2).id(id).offset(x: point.x - 1, y: point.y - 1)
          }
        }
      })
    case "listRowInsets":
      if value is NSNull { return AnyView(view.listRowInsets(nil)) }
      return AnyView(view.listRowInsets(EdgeInsets(
        top: try number(dict["top"]) ?? 0, leading: try number(dict["leading"]) ?? 0,
        bottom: try number(dict["bottom"]) ?? 0, trailing: try number(dict["trailing"]) ?? 0)))
    case "listRowSeparator":
      return AnyView(view.listRowSeparator(value as? String == "hidden" ? .hidden : .visible))
    default:
      return nil
    }
  }

  /// The GeometryReader variables for `proxy`: size, global and named origins, safe-area insets.
  static func geometryVariables(_ proxy: GeometryProxy, space: String?) -> [String: CGFloat] {
    let global = proxy.frame(in: .global)
    let named = space.map { proxy.frame(in: .named($0)) } ?? global
    let insets = proxy.safeAreaInsets
    return ["w": proxy.size.width, "h": proxy.size.height, "gx": global.minX, "gy": global.minY,
            "nx": named.minX, "ny": named.minY, "sTop": insets.top, "sLeading": insets.leading,
            "sBottom": insets.bottom, "sTrailing": insets.trailing]
  }

  private func axes(_ value: Any) throws -> Axis.Set {
    switch value as? String {
    case "vertical": return .vertical
    case "horizontal": return .horizontal
    case "both": return [.horizontal, .vertical]
    default: throw DSLError("axes are vertical, horizontal or both: \(value)")
    }
  }

  private func edges(_ value: Any) throws -> Edge.Set {
    let names: [String: Edge.Set] = ["all": .all, "horizontal": .horizontal, "vertical": .vertical, "top": .top,
                                     "leading": .leading, "bottom": .bottom, "trailing": .trailing]
    guard let name = value as? String, let set = names[name] else { throw DSLError("not an edge set: \(value)") }
    return set
  }
}

/// Sums the numbers its views set.
struct SumKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// Bounds anchors by name, merged.
struct AnchorsKey: PreferenceKey {
  static let defaultValue: [String: Anchor<CGRect>] = [:]
  static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
    value.merge(nextValue()) { $1 }
  }
}

/// Point anchors by name, merged.
struct PointsKey: PreferenceKey {
  static let defaultValue: [String: Anchor<CGPoint>] = [:]
  static func reduce(value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]) {
    value.merge(nextValue()) { $1 }
  }
}

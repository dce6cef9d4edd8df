import Foundation
import SpecimenUI

/// A fixture input that could not be turned into a view.
struct DSLError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// Maps the fixtures' JSON view trees to SpecimenUI views.
///
/// A view is an object with one view key and optional `children`, `mods` and `id`:
/// `{"HStack": {"spacing": 8, "alignment": "top"}, "children": [...], "mods": [{"padding": 10}], "id": "a"}`.
/// View keys: Color, Rectangle, Circle, Capsule, Ellipse, RoundedRectangle, Text (a string),
/// Image ({"asset": "40x20", "resizable": true} or {"symbol": "star"}), Spacer ({"minLength": n}),
/// Divider, HStack, VStack, ZStack, Group, Empty, GeometryReader. `mods` apply in order; `id` last.
/// The `layoutDirection` modifier ("leftToRight"/"rightToLeft") sets the environment value.
/// Numbers may be null (nil), "inf", "-inf" or an expression over `w`, `h` (the GeometryReader
/// proxy's size, or the dimensions in an alignmentGuide), e.g. "w/2 - 5".
struct FixtureDSL {
  /// Variables available to expressions.
  var variables: [String: CGFloat] = [:]

  /// The view described by `json`.
  func view(_ json: Any) throws -> AnyView {
    guard let object = json as? [String: Any] else { throw DSLError("a view must be an object: \(json)") }
    var result = try base(object)
    for modifier in object["mods"] as? [Any] ?? [] {
      guard let mod = modifier as? [String: Any], mod.count == 1, let (name, value) = mod.first else {
        throw DSLError("a modifier must be an object with one key: \(modifier)")
      }
      result = try apply(name, value, to: result)
    }
    if let id = object["id"] as? String { result = AnyView(result.id(id)) }
    return result
  }

  private func children(_ object: [String: Any]) throws -> AnyView {
    let views = try (object["children"] as? [Any] ?? []).map(view)
    return AnyView(ForEach(0..<views.count, id: \.self) { views[$0] })
  }

  private static let viewKeys = ["Color", "Rectangle", "Circle", "Capsule", "Ellipse", "RoundedRectangle", "Text", "Image",
                                 "Spacer", "Divider", "HStack", "VStack", "ZStack", "Group", "Empty", "GeometryReader",
                                 "Layout", "ViewThatFits", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow"]

  private func base(_ object: [String: Any]) throws -> AnyView {
    guard let key = (Self.viewKeys + Self.containerViewKeys).first(where: { object[$0] != nil }), let args = object[key] else {
      throw DSLError("no view key in \(object.keys.sorted())")
    }
    if let view = try containerView(key, object, children: { try children(object) }) { return view }
    let dict = args as? [String: Any] ?? [:]
    switch key {
    case "Color": return AnyView(Color.blue)
    case "Rectangle": return AnyView(Rectangle())
    case "Circle": return AnyView(Circle())
    case "Capsule": return AnyView(Capsule())
    case "Ellipse": return AnyView(Ellipse())
    case "RoundedRectangle": return AnyView(RoundedRectangle(cornerRadius: try number(dict["radius"]) ?? 4))
    case "Text":
      guard let string = args as? String else { throw DSLError("Text takes a string") }
      return AnyView(Text(verbatim: string))
    case "Image":
      var image = (dict["symbol"] as? String).map { Image(systemName: $0) } ?? Image("img-\(dict["asset"] as? String ?? "10x10")")
      if dict["resizable"] as? Bool == true { image = image.resizable() }
      return AnyView(image)
    case "Spacer": return AnyView(Spacer(minLength: try number(dict["minLength"])))
    case "Divider": return AnyView(Divider())
    case "HStack":
      let alignment = try vertical(dict["alignment"] ?? "center")
      let content = try children(object)
      return AnyView(HStack(alignment: alignment, spacing: try number(dict["spacing"])) { content })
    case "VStack":
      let alignment = try horizontal(dict["alignment"] ?? "center")
      let content = try children(object)
      return AnyView(VStack(alignment: alignment, spacing: try number(dict["spacing"])) { content })
    case "ZStack":
      let content = try children(object)
      return AnyView(ZStack(alignment: try alignment(dict["alignment"] ?? "center")) { content })
    case "Group":
      let content = try children(object)
      return AnyView(Group { content })
    case "Empty": return AnyView(EmptyView())
    case "Layout": return try customLayout(dict, children(object))
    case "ViewThatFits":
      let axes: Axis.Set = ["horizontal": .horizontal, "vertical": .vertical][dict["in"] as? String ?? ""] ?? [.horizontal, .vertical]
      let content = try children(object)
      return AnyView(ViewThatFits(in: axes) { content })
    case "LazyVStack":
      let content = try children(object)
      return AnyView(LazyVStack(alignment: try horizontal(dict["alignment"] ?? "center"), spacing: try number(dict["spacing"]),
                                pinnedViews: [.sectionHeaders]) { content })
    case "LazyHStack":
      let content = try children(object)
      return AnyView(LazyHStack(alignment: try vertical(dict["alignment"] ?? "center"), spacing: try number(dict["spacing"])) { content })
    case "LazyVGrid":
      let content = try children(object)
      return AnyView(LazyVGrid(columns: try gridItems(dict["columns"]), alignment: try horizontal(dict["alignment"] ?? "center"),
                               spacing: try number(dict["spacing"])) { content })
    case "LazyHGrid":
      let content = try children(object)
      return AnyView(LazyHGrid(rows: try gridItems(dict["rows"]), alignment: try vertical(dict["alignment"] ?? "center"),
                               spacing: try number(dict["spacing"])) { content })
    case "Grid":
      let content = try children(object)
      return AnyView(Grid(alignment: try alignment(dict["alignment"] ?? "center"), horizontalSpacing: try number(dict["horizontalSpacing"]),
                          verticalSpacing: try number(dict["verticalSpacing"])) { content })
    case "GridRow":
      let content = try children(object)
      return AnyView(GridRow(alignment: try dict["alignment"].map { try vertical($0) }) { content })
    default:  // GeometryReader
      let zero = FixtureDSL.geometryVariables(GeometryProxy(size: .zero), space: nil)
      _ = try FixtureDSL(variables: zero).children(object)  // validate now; the closure cannot throw
      let space = dict["space"] as? String
      return AnyView(GeometryReader { proxy in
        let inner = FixtureDSL(variables: FixtureDSL.geometryVariables(proxy, space: space))
        return (try? inner.children(object)) ?? AnyView(EmptyView())
      })
    }
  }

  /// `{"Layout": {"name": "Flow", "spacing": 8}}`: one of the test layouts (FixtureLayouts.swift)
  /// or a built-in stack layout value, optionally wrapped in `AnyLayout` (`"any": true`).
  private func customLayout(_ dict: [String: Any], _ content: AnyView) throws -> AnyView {
    let name = dict["name"] as? String ?? ""
    let spacing = try number(dict["spacing"])
    let layout: any Layout
    switch name {
    case "Flow": layout = FlowLayout(spacing: spacing ?? 8)
    case "EqualWidthHStack": layout = EqualWidthHStack()
    case "RankedStack": layout = RankedStack()
    case "FirstOnly": layout = FirstOnly()
    case "TopGuided": layout = TopGuided()
    case "DelegatingHStack": layout = DelegatingHStack()
    case "HStackLayout": layout = HStackLayout(alignment: try vertical(dict["alignment"] ?? "center"), spacing: spacing)
    case "VStackLayout": layout = VStackLayout(alignment: try horizontal(dict["alignment"] ?? "center"), spacing: spacing)
    case "ZStackLayout": layout = ZStackLayout(alignment: try alignment(dict["alignment"] ?? "center"))
    default: throw DSLError("unknown layout \(name)")
    }
    if dict["any"] as? Bool == true { return AnyView(AnyLayout(layout) { content }) }
    return Self.container(layout, content)
  }

  /// `[{"fixed": 70}, {"flexible": {"minimum": 10, "maximum": "inf"}}, {"adaptive": {"minimum": 40}, "spacing": 2, "alignment": "leading"}]`.
  private func gridItems(_ value: Any?) throws -> [GridItem] {
    try (value as? [Any] ?? []).map { entry in
      guard let dict = entry as? [String: Any] else { throw DSLError("a grid item is an object: \(entry)") }
      let size: GridItem.Size
      if let fixed = dict["fixed"] {
        size = .fixed(try number(fixed) ?? 0)
      } else if let flexible = dict["flexible"] as? [String: Any] {
        size = .flexible(minimum: try number(flexible["minimum"]) ?? 10, maximum: try number(flexible["maximum"]) ?? .infinity)
      } else if let adaptive = dict["adaptive"] as? [String: Any] {
        size = .adaptive(minimum: try number(adaptive["minimum"]) ?? 10, maximum: try number(adaptive["maximum"]) ?? .infinity)
      } else {
        size = .flexible()
      }
      let align = try dict["alignment"].map { try alignment($0) }
      return GridItem(size, spacing: try number(dict["spacing"]), alignment: align)
    }
  }

  private static func container<L: Layout>(_ layout: L, _ content: AnyView) -> AnyView {
    AnyView(layout { content })
  }

  private func apply(_ name: String, _ value: Any, to view: AnyView) throws -> AnyView {
    let dict = value as? [String: Any] ?? [:]
    switch name {
    case "frame":
      let align = try alignment(dict["alignment"] ?? "center")
      let flexKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
      if flexKeys.contains(where: { dict[$0] != nil }) {
        return AnyView(view.frame(
          minWidth: try number(dict["minWidth"]), idealWidth: try number(dict["idealWidth"]), maxWidth: try number(dict["maxWidth"]),
          minHeight: try number(dict["minHeight"]), idealHeight: try number(dict["idealHeight"]), maxHeight: try number(dict["maxHeight"]),
          alignment: align))
      }
      return AnyView(view.frame(width: try number(dict["width"]), height: try number(dict["height"]), alignment: align))
    case "padding":
      if value is NSNull { return AnyView(view.padding()) }
      if let length = (try? number(value)) ?? nil { return AnyView(view.padding(length)) }
      if let edges = dict["edges"] as? String {
        let set: Edge.Set = ["all": .all, "horizontal": .horizontal, "vertical": .vertical, "top": .top,
                             "leading": .leading, "bottom": .bottom, "trailing": .trailing][edges] ?? .all
        return AnyView(view.padding(set, try number(dict["length"])))
      }
      return AnyView(view.padding(EdgeInsets(
        top: try number(dict["top"]) ?? 0, leading: try number(dict["leading"]) ?? 0,
        bottom: try number(dict["bottom"]) ?? 0, trailing: try number(dict["trailing"]) ?? 0)))
    case "fixedSize":
      if value as? Bool == true { return AnyView(view.fixedSize()) }
      return AnyView(view.fixedSize(horizontal: dict["horizontal"] as? Bool ?? false, vertical: dict["vertical"] as? Bool ?? false))
    case "layoutPriority": return AnyView(view.layoutPriority(Double(try number(value) ?? 0)))
    case "aspectRatio":
      let mode: ContentMode = (dict["mode"] as? String) == "fill" ? .fill : .fit
      return AnyView(view.aspectRatio(try number(dict["ratio"]), contentMode: mode))
    case "scaledToFit": return AnyView(view.scaledToFit())
    case "scaledToFill": return AnyView(view.scaledToFill())
    case "background", "overlay", "mask":
      let secondary = try self.view(dict["view"] ?? value)
      let align = try alignment(dict["alignment"] ?? "center")
      if name == "background" { return AnyView(view.background(secondary, alignment: align)) }
      if name == "overlay" { return AnyView(view.overlay(secondary, alignment: align)) }
      return AnyView(view.mask(alignment: align) { secondary })
    case "offset":
      let pair = try point(value)
      return AnyView(view.offset(x: pair.x, y: pair.y))
    case "position":
      let pair = try point(value)
      return AnyView(view.position(x: pair.x, y: pair.y))
    case "alignmentGuide":
      guard let guideName = dict["guide"] as? String, let expression = dict["value"] else {
        throw DSLError("alignmentGuide needs guide and value")
      }
      let compute: (ViewDimensions) -> CGFloat = { d in
        (try? FixtureDSL(variables: ["w": d.width, "h": d.height]).number(expression)).flatMap { $0 } ?? 0
      }
      if let guide = try? horizontal(guideName) { return AnyView(view.alignmentGuide(guide, computeValue: compute)) }
      return AnyView(view.alignmentGuide(try vertical(guideName), computeValue: compute))
    case "id": return AnyView(view.id(value as? String ?? "\(value)"))
    case "gridCellColumns": return AnyView(view.gridCellColumns(Int(try number(value) ?? 1)))
    case "gridColumnAlignment": return AnyView(view.gridColumnAlignment(try horizontal(value)))
    case "gridCellAnchor":
      let pair = try point(value)
      return AnyView(view.gridCellAnchor(UnitPoint(x: pair.x, y: pair.y)))
    case "gridCellUnsizedAxes":
      let axes: Axis.Set = ["horizontal": .horizontal, "vertical": .vertical][value as? String ?? ""] ?? [.horizontal, .vertical]
      return AnyView(view.gridCellUnsizedAxes(axes))
    case "rank": return AnyView(view.layoutValue(key: Rank.self, value: Int(try number(value) ?? 0)))
    case "lineLimit": return AnyView(view.lineLimit((try number(value)).map { Int($0) }))
    case "font": return AnyView(view.font(.system(size: try number(value) ?? 17)))
    case "opacity": return AnyView(view.opacity(Double(try number(value) ?? 1)))
    case "layoutDirection":
      guard let name = value as? String, let direction = LayoutDirection(rawValue: name) else {
        throw DSLError("layoutDirection is leftToRight or rightToLeft: \(value)")
      }
      return AnyView(view.environment(\.layoutDirection, direction))
    default:
      if let modified = try containerModifier(name, value, to: view) { return modified }
      throw DSLError("unknown modifier \(name)")
    }
  }

  private func point(_ value: Any) throws -> CGPoint {
    guard let array = value as? [Any], array.count == 2 else { throw DSLError("expected [x, y]: \(value)") }
    return CGPoint(x: try number(array[0]) ?? 0, y: try number(array[1]) ?? 0)
  }

  /// A number, nil for null/absent, ±∞ for "inf"/"-inf", or an expression over the variables.
  func number(_ value: Any?) throws -> CGFloat? {
    guard let value, !(value is NSNull) else { return nil }
    if let number = value as? Int { return CGFloat(number) }
    if let number = value as? Double { return CGFloat(number) }
    if let number = value as? NSNumber { return CGFloat(number.doubleValue) }
    guard let text = value as? String else { throw DSLError("not a number: \(value)") }
    var expression = try Expression(text, variables: variables)
    return try expression.evaluate()
  }

  private func horizontal(_ value: Any) throws -> HorizontalAlignment {
    switch value as? String {
    case "leading": return .leading
    case "center": return .center
    case "trailing": return .trailing
    case "customH": return .customHorizontal
    default: throw DSLError("not a horizontal alignment: \(value)")
    }
  }

  private func vertical(_ value: Any) throws -> VerticalAlignment {
    switch value as? String {
    case "top": return .top
    case "center": return .center
    case "bottom": return .bottom
    case "firstTextBaseline": return .firstTextBaseline
    case "lastTextBaseline": return .lastTextBaseline
    case "customV": return .customVertical
    default: throw DSLError("not a vertical alignment: \(value)")
    }
  }

  /// "topLeading"-style names, or {"horizontal": …, "vertical": …}.
  func alignmentNamed(_ value: Any) throws -> Alignment { try alignment(value) }

  private func alignment(_ value: Any) throws -> Alignment {
    if let dict = value as? [String: Any] {
      return Alignment(horizontal: try horizontal(dict["horizontal"] ?? "center"), vertical: try vertical(dict["vertical"] ?? "center"))
    }
    let names: [String: Alignment] = [
      "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
      "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
      "bottomTrailing": .bottomTrailing,
    ]
    guard let name = value as? String, let alignment = names[name] else { throw DSLError("not an alignment: \(value)") }
    return alignment
  }
}

/// A tiny arithmetic expression: numbers, variables, + − × ÷ with the usual precedence.
struct Expression {
  private var tokens: [String]
  private var position = 0
  private let variables: [String: CGFloat]

  init(_ text: String, variables: [String: CGFloat]) throws {
    self.variables = variables
    var tokens: [String] = []
    var current = ""
    for character in text where character != " " {
      if "+-*/".contains(character), !(character == "-" && current.isEmpty && (tokens.last.map { "+-*/".contains($0) } ?? true)) {
        if !current.isEmpty { tokens.append(current) }
        tokens.append(String(character))
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    self.tokens = tokens
  }

  mutating func evaluate() throws -> CGFloat {
    let value = try sum()
    guard position == tokens.count else { throw DSLError("trailing tokens in \(tokens)") }
    return value
  }

  private mutating func sum() throws -> CGFloat {
    var value = try product()
    while position < tokens.count, tokens[position] == "+" || tokens[position] == "-" {
      let op = tokens[position]
      position += 1
      let rhs = try product()
      value = op == "+" ? value + rhs : value - rhs
    }
    return value
  }

  private mutating func product() throws -> CGFloat {
    var value = try atom()
    while position < tokens.count, tokens[position] == "*" || tokens[position] == "/" {
      let op = tokens[position]
      position += 1
      let rhs = try atom()
      value = op == "*" ? value * rhs : value / rhs
    }
    return value
  }

  private mutating func atom() throws -> CGFloat {
    guard position < tokens.count else { throw DSLError("unexpected end of expression") }
    let token = tokens[position]
    position += 1
    if token == "inf" { return .infinity }
    if token == "-inf" { return -.infinity }
    if let number = Double(token) { return CGFloat(number) }
    let negative = token.hasPrefix("-")
    let name = negative ? String(token.dropFirst()) : token
    guard let value = variables[name] else { throw DSLError("unknown variable \(token)") }
    return negative ? -value : value
  }
}

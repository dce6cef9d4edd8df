import Foundation

/// A balloon-shaped marker at a coordinate (iOS 17): red unless tinted, with a pin glyph, a symbol,
/// an image or a monogram, and its title below.
nonisolated public struct Marker<Label: View>: MapContent, PrimitiveMapContent {
  public typealias Body = Never
  let coordinate: CLLocationCoordinate2D
  let glyph: MarkerGlyph
  let title: AnyView?

  /// A marker labelled by a view: a `Label`'s title goes under the balloon and its icon inside it;
  /// any other view is the title.
  public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
    self.coordinate = coordinate
    let label = label()
    if let parts = label as? any LabelParts {
      self.glyph = .view(parts.partIcon)
      self.title = parts.partTitle
    } else {
      self.glyph = .systemImage("mappin")
      self.title = AnyView(label)
    }
  }

  init(coordinate: CLLocationCoordinate2D, glyph: MarkerGlyph, title: Text?) {
    self.coordinate = coordinate
    self.glyph = glyph
    self.title = title.map { AnyView($0) }
  }

  func collect(into list: inout MapItemList) {
    list.append(MapRecord(kind: .marker(glyph: glyph, title: title), coordinates: [coordinate]))
  }
}

nonisolated extension Marker where Label == Text {
  /// A marker with a title.
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate: coordinate, glyph: .systemImage("mappin"), title: Text(titleKey))
  }
  /// A marker with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate: coordinate, glyph: .systemImage("mappin"), title: Text(title))
  }
  /// A marker with a title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate: coordinate, glyph: .systemImage(systemImage), title: Text(titleKey))
  }
  /// A marker with a title and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate: coordinate, glyph: .systemImage(systemImage), title: Text(title))
  }
  /// A marker with a title and an image from the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate: coordinate, glyph: .image(image), title: Text(titleKey))
  }
  /// A marker with a title and an image from the asset catalog.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate: coordinate, glyph: .image(image), title: Text(title))
  }
  /// A marker with a title and a monogram of up to three letters.
  public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate: coordinate, glyph: .monogram(monogram), title: Text(titleKey))
  }
  /// A marker with a title and a monogram of up to three letters.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate: coordinate, glyph: .monogram(monogram), title: Text(title))
  }
  /// A marker at a map item, titled with its name.
  public init(item: MKMapItem) {
    self.init(coordinate: item.placemark.coordinate, glyph: .systemImage("mappin"), title: item.name.map { Text($0) })
  }
}

/// A view at a coordinate (iOS 17), its anchor point on the coordinate, its title below it.
nonisolated public struct Annotation<Label: View, Content: View>: MapContent, PrimitiveMapContent {
  public typealias Body = Never
  let coordinate: CLLocationCoordinate2D
  let anchor: UnitPoint
  let content: AnyView
  let title: AnyView?

  /// An annotation labelled by a view (its title, under the content).
  public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content,
              @ViewBuilder label: () -> Label) {
    self.coordinate = coordinate
    self.anchor = anchor
    self.content = AnyView(content())
    self.title = AnyView(label())
  }

  init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint, content: Content, title: Text?) {
    self.coordinate = coordinate
    self.anchor = anchor
    self.content = AnyView(content)
    self.title = title.map { AnyView($0) }
  }

  func collect(into list: inout MapItemList) {
    list.append(MapRecord(kind: .annotation(content: content, anchor: anchor, title: title), coordinates: [coordinate]))
  }
}

nonisolated extension Annotation where Label == Text {
  /// An annotation with a title.
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
              @ViewBuilder content: () -> Content) {
    self.init(coordinate: coordinate, anchor: anchor, content: content(), title: Text(titleKey))
  }
  /// An annotation with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                                 @ViewBuilder content: () -> Content) {
    self.init(coordinate: coordinate, anchor: anchor, content: content(), title: Text(title))
  }
  /// An annotation at a map item, titled with its name.
  public init(item: MKMapItem, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) {
    self.init(coordinate: item.placemark.coordinate, anchor: anchor, content: content(), title: item.name.map { Text($0) })
  }
}

/// The user's location (a render has none, so nothing is drawn).
nonisolated public struct UserAnnotation<Content: View>: MapContent, PrimitiveMapContent {
  public typealias Body = Never
  /// The user's location drawn by a view.
  public init(anchor: UnitPoint = .center, @ViewBuilder content: @escaping (UserLocation) -> Content) {}
  func collect(into list: inout MapItemList) {}
}

nonisolated extension UserAnnotation where Content == EmptyView {
  /// The user's location, drawn as the system's blue dot.
  public init(anchor: UnitPoint = .center) {}
}

/// The user's location as `UserAnnotation` passes it to its content.
public struct UserLocation: Sendable {
  /// The location, if known.
  public var location: CLLocation? { nil }
  /// The heading, if known.
  public var heading: Double? { nil }
}

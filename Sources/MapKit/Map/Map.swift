import Foundation

/// A map (iOS 14 and 17): its camera position and the markers, annotations and overlays on it.
///
/// Drawn at rest without tiles: the style's land colour, then the overlays, then the markers and
/// annotations, each placed by the Web Mercator projection of the camera's region (`MapViewport`).
nonisolated public struct Map<Content: View>: View {
  /// Where the camera is, read when the map is drawn (a binding's current value).
  let position: () -> MapCameraPosition
  /// The content's records.
  let items: MapItemList
  /// Where the iOS 17 map's camera may go, applied to the position it starts at.
  let bounds: MapCameraBounds?
  /// Whether the iOS 14 map shows the user's location (a render has none).
  let showsUserLocation: Bool

  init(position: @escaping () -> MapCameraPosition, items: MapItemList, bounds: MapCameraBounds? = nil, showsUserLocation: Bool = false) {
    self.position = position
    self.items = items
    self.bounds = bounds
    self.showsUserLocation = showsUserLocation
  }

  init<C: MapContent>(position: @escaping () -> MapCameraPosition, bounds: MapCameraBounds?, content: C) {
    var list = MapItemList()
    content.collectItems(into: &list)
    self.init(position: position, items: list, bounds: bounds)
  }

  public var body: some View {
    MapDrawing(position: position(), bounds: bounds, items: items)
  }
}

/// The content type of an iOS 17 map (the map draws its content itself).
public struct MapContentView<SelectedValue, Content: MapContent>: View {
  public var body: some View { EmptyView() }
}

/// The content type of an iOS 14 map without annotations.
public struct _DefaultMapContent: View {
  public var body: some View { EmptyView() }
}

/// The content type of an iOS 14 map with annotations.
public struct _DefaultAnnotatedMapContent<Data: RandomAccessCollection>: View {
  public var body: some View { EmptyView() }
}

// MARK: - iOS 17

nonisolated extension Map {
  /// A map whose camera follows `position`.
  public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                             scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
    self.init(position: { position.wrappedValue }, bounds: bounds, content: content())
  }

  /// A map that starts at `initialPosition`.
  public init<C: MapContent>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                             scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
    self.init(position: { initialPosition }, bounds: bounds, content: content())
  }

  /// A map framing its content.
  public init<C: MapContent>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                             scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
    self.init(position: { .automatic }, bounds: bounds, content: content())
  }

  /// A map whose camera follows `position`, with a selection (nothing is selected in a still).
  public init<SelectedValue: Hashable, C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                                      interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
                                                      scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
  where Content == MapContentView<SelectedValue, C> {
    self.init(position: { position.wrappedValue }, bounds: bounds, content: content())
  }

  /// A map that starts at `initialPosition`, with a selection.
  public init<SelectedValue: Hashable, C: MapContent>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
                                                      interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
                                                      scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
  where Content == MapContentView<SelectedValue, C> {
    self.init(position: { initialPosition }, bounds: bounds, content: content())
  }

  /// A map framing its content, with a selection.
  public init<SelectedValue: Hashable, C: MapContent>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                                                      selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
                                                      @MapContentBuilder content: () -> C) where Content == MapContentView<SelectedValue, C> {
    self.init(position: { .automatic }, bounds: bounds, content: content())
  }
}

nonisolated extension Map where Content == MapContentView<Never, EmptyMapContent> {
  /// An empty map whose camera follows `position`.
  public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
              scope: Namespace.ID? = nil) {
    self.init(position: { position.wrappedValue }, bounds: bounds, content: EmptyMapContent())
  }

  /// An empty map that starts at `initialPosition`.
  public init(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
              scope: Namespace.ID? = nil) {
    self.init(position: { initialPosition }, bounds: bounds, content: EmptyMapContent())
  }

  /// An empty map.
  public init(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
    self.init(position: { .automatic }, bounds: bounds, content: EmptyMapContent())
  }
}

// MARK: - iOS 14

nonisolated extension Map where Content == _DefaultMapContent {
  /// A map showing `coordinateRegion`.
  public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
              showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
    self.init(position: { .region(coordinateRegion.wrappedValue) }, items: MapItemList(), showsUserLocation: showsUserLocation)
  }

  /// A map showing `mapRect`.
  public init(mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
              showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
    self.init(position: { .rect(mapRect.wrappedValue) }, items: MapItemList(), showsUserLocation: showsUserLocation)
  }
}

nonisolated extension Map {
  /// A map showing `coordinateRegion` with an annotation for each item.
  public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
    userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
    annotationContent: @escaping (Items.Element) -> Annotation
  ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
    self.init(position: { .region(coordinateRegion.wrappedValue) }, items: Self.annotations(annotationItems, annotationContent),
              showsUserLocation: showsUserLocation)
  }

  /// A map showing `mapRect` with an annotation for each item.
  public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
    userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
    annotationContent: @escaping (Items.Element) -> Annotation
  ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
    self.init(position: { .rect(mapRect.wrappedValue) }, items: Self.annotations(annotationItems, annotationContent),
              showsUserLocation: showsUserLocation)
  }

  /// The records of an iOS 14 map's annotations, up to `MapItemList.limit`.
  static func annotations<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    _ items: Items, _ content: (Items.Element) -> Annotation
  ) -> MapItemList {
    var list = MapItemList()
    var index = items.startIndex
    while index != items.endIndex {
      if list.isFull {
        list.dropped += items.distance(from: index, to: items.endIndex)
        break
      }
      list.append(content(items[index])._specimenRecord.record)
      index = items.index(after: index)
    }
    return list
  }
}

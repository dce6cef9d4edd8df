import Foundation

/// The button that centres a map on the user: at rest, a 44-pt square of regular material with
/// 8-pt corners and the `location` symbol in the tint colour (Specimen's estimate of iOS 17's).
nonisolated public struct MapUserLocationButton: View {
  /// A button for the map in scope (or the enclosing map).
  public init(scope: Namespace.ID? = nil) {}
  public var body: some View {
    Image(systemName: "location")
      .font(.system(size: 17, weight: .medium))
      .foregroundStyle(.tint)
      .frame(width: 44, height: 44)
      .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
  }
}

/// The compass: shown only while the map is rotated, so a still (north up) draws nothing.
nonisolated public struct MapCompass: View {
  /// A compass for the map in scope.
  public init(scope: Namespace.ID? = nil) {}
  public var body: some View { EmptyView() }
}

/// The scale: shown only while the map zooms, so a still draws nothing.
nonisolated public struct MapScaleView: View {
  /// A scale for the map in scope.
  public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
  public var body: some View { EmptyView() }
}

/// The 2D/3D toggle: shown only where the map has 3D data, which a still without tiles has not.
nonisolated public struct MapPitchToggle: View {
  /// A toggle for the map in scope.
  public init(scope: Namespace.ID? = nil) {}
  public var body: some View { EmptyView() }
}

/// A view reading a map's proxy, to convert between screen points and coordinates.
nonisolated public struct MapReader<Content: View>: View {
  let content: (MapProxy) -> Content
  /// A reader.
  public init(@ViewBuilder content: @escaping (MapProxy) -> Content) { self.content = content }
  public var body: some View { content(MapProxy()) }
}

/// Converts between a map's screen points and coordinates (no conversion: a still has no live map).
public struct MapProxy: Sendable {
  /// The coordinate under a point (nil in a still).
  public func convert(_ point: CGPoint, from space: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? { nil }
  /// The point of a coordinate (nil in a still).
  public func convert(_ coordinate: CLLocationCoordinate2D, to space: some CoordinateSpaceProtocol) -> CGPoint? { nil }
  /// The map's camera (nil in a still).
  public var camera: MapCamera? { nil }
  /// The map's region (nil in a still).
  public var region: MKCoordinateRegion? { nil }
}

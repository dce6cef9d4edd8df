import Foundation

/// A color resource in an asset catalog, as Xcode 15's generated asset symbols refer to it (`ColorResource.brandPrimary`).
public struct ColorResource: Hashable, Sendable {
  /// The colour set's name (with namespace folders).
  public let name: String
  /// The bundle holding the catalog.
  public let bundle: Bundle

  /// Creates a color resource with a name and bundle.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// An image resource in an asset catalog, as Xcode 15's generated asset symbols refer to it (`ImageResource.logo`).
public struct ImageResource: Hashable, Sendable {
  /// The image or symbol set's name (with namespace folders).
  public let name: String
  /// The bundle holding the catalog.
  public let bundle: Bundle

  /// Creates an image resource with a name and bundle.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Color {
  /// Initialize a `Color` with a color resource.
  public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Image {
  /// Initialize an `Image` with an image resource.
  public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}

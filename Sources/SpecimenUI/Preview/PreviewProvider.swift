import Foundation

/// A type that produces view previews: each top-level view of `previews` is one preview.
///
/// Specimen renders every provider it is given as a catalog entry with one cell per preview
/// (see `PreviewVariant.variants(of:)`). As in SwiftUI, the protocol requires only `previews`.
/// Source: Apple, "PreviewProvider" (SwiftUI documentation). Main-actor isolated, as in the iOS 18 SDK.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type to preview.
  associatedtype Previews: View
  /// A collection of views to preview; a `Group` or `ForEach` at the top lists several previews.
  @ViewBuilder static var previews: Self.Previews { get }
  /// The platform on which to run the provider; a hint Xcode ignores unless the target is multiplatform.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No platform hint, as in SwiftUI.
  public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run the preview.
public enum PreviewPlatform: Hashable, Sendable {
  /// Specifies iOS as the preview platform.
  case iOS
  /// Specifies macOS as the preview platform.
  case macOS
  /// Specifies tvOS as the preview platform.
  case tvOS
  /// Specifies watchOS as the preview platform.
  case watchOS
}

/// A context type (such as a widget's family) that previews can use; Specimen records nothing for it.
public protocol PreviewContext {}

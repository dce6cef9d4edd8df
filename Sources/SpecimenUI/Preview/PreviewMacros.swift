import Foundation

/// The type Xcode's preview macros build on; here it only names `Preview.ViewTraits`.
@MainActor
public struct Preview {
  /// The kind of traits a view preview accepts.
  public enum ViewTraits {}
}

/// A trait of a `#Preview`: its layout, orientation or a `PreviewModifier`.
///
/// Specimen reads the traits from the source text when it generates the preview registry, so the
/// values themselves carry nothing.
public struct PreviewTrait<T> {
  init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device's screen (the default).
  public static var defaultLayout: PreviewTrait<T> { .init() }
  /// The preview's ideal size.
  public static var sizeThatFitsLayout: PreviewTrait<T> { .init() }
  /// A container of the given size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { .init() }
  /// Portrait orientation.
  public static var portrait: PreviewTrait<T> { .init() }
  /// Portrait orientation, upside down.
  public static var portraitUpsideDown: PreviewTrait<T> { .init() }
  /// Landscape orientation, top of the device on the left.
  public static var landscapeLeft: PreviewTrait<T> { .init() }
  /// Landscape orientation, top of the device on the right.
  public static var landscapeRight: PreviewTrait<T> { .init() }
  /// A modifier applied to the preview (iOS 18); not applied by Specimen's registry.
  public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> { .init() }
}

/// A type that wraps previews in shared context, such as sample data (iOS 18).
@MainActor
public protocol PreviewModifier {
  /// The shared context, created once.
  associatedtype Context = Void
  /// The modified preview.
  associatedtype Body: View
  /// The preview being modified.
  typealias Content = PreviewModifierContent
  /// Creates the context that every preview using this modifier shares.
  static func makeSharedContext() async throws -> Context
  /// Modifies a preview with the shared context.
  @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
  /// No shared context.
  public static func makeSharedContext() async throws {}
}

/// The preview a `PreviewModifier` modifies.
public struct PreviewModifierContent: View {
  public var body: some View { EmptyView() }
}

#if SPECIMEN_MACROS
/// A preview of a SwiftUI view: compiles as in Xcode; the `SpecimenPreviews` plugin renders it.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "SpecimenMacros", type: "PreviewMacro")

/// A preview of a SwiftUI view with traits (`.sizeThatFitsLayout`, `.landscapeLeft` …).
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SpecimenMacros", type: "PreviewMacro")

/// A group of previews of a view over `arguments` (iOS 26).
@freestanding(declaration)
public macro Preview<T>(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., arguments: [T],
  @ViewBuilder body: @escaping @MainActor (T) -> any View
) = #externalMacro(module: "SpecimenMacros", type: "PreviewMacro")

/// A preview of a view in a window of the given style (visionOS 1): compiles; drawn as the view
/// preview without the window.
@freestanding(declaration)
public macro Preview<Style: WindowStyle>(
  _ name: String? = nil, windowStyle: Style, traits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SpecimenMacros", type: "PreviewMacro")

/// A preview of a UIKit view: compiles; Specimen has no UIKit drawing, so it is not rendered.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "SpecimenMacros", type: "PreviewMacro")

/// A preview of a UIKit view controller: compiles; not rendered.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "SpecimenMacros", type: "PreviewMacro")

/// Marks a `#Preview` body's `@State var` (iOS 18); the variable works as written.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SpecimenMacros", type: "PreviewableMacro")
#endif

/// The result builder of the UIKit `#Preview` forms' bodies (DeveloperToolsSupport): a body
/// that declares `@Previewable` state and ends in the view (or view controller) to preview.
/// It lets a SwiftUI preview body with `@Previewable` state resolve to the SwiftUI form.
@resultBuilder
public enum PreviewMacroBodyBuilder<Content> {
  public static func buildExpression(_ content: Content) -> Content { content }
  public static func buildBlock(_ content: Content) -> Content { content }
}

import Foundation

/// A type that draws a `ProductView` from its configuration: its loading state, product and icon.
@MainActor @preconcurrency
public protocol ProductViewStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// The properties of the product view.
  typealias Configuration = ProductViewStyleConfiguration
  /// Draws a product view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a product view style draws: the product's loading state (`.loading` in a render: there is
/// no App Store), the product once loaded, and the icon the view was given.
public struct ProductViewStyleConfiguration {
  /// The product's identifier.
  public let productID: String
  /// Where loading the product is.
  public let state: Product.TaskState
  /// The product, once loaded (nil in a render).
  public var product: Product? { state.product }
  /// Whether the person owns the product.
  public let hasCurrentEntitlement: Bool
  /// The icon the view was given, or an empty view.
  public let icon: Icon
  /// How the view was asked to draw when it is drawn by the default style.
  let kind: BuiltInProductViewStyle.Kind

  /// Buys the product (nothing is bought in a render).
  public func purchase(options: Set<Product.PurchaseOption> = []) {}

  /// A product view's icon.
  public struct Icon: View {
    let content: AnyView?
    public var body: some View { content ?? AnyView(EmptyView()) }
  }
}

/// The system's product view styles, drawn while the product loads: placeholders where the
/// name, description and price will be, beside or under the icon (Specimen's estimate of iOS 17's
/// placeholder metrics; Apple publishes none).
public struct BuiltInProductViewStyle: ProductViewStyle {
  enum Kind: Sendable { case automatic, compact, regular, large }
  let kind: Kind

  public func makeBody(configuration: Configuration) -> some View {
    ProductPlaceholder(kind: kind == .automatic ? configuration.kind : kind, icon: configuration.icon.content)
  }
}

extension ProductViewStyle where Self == BuiltInProductViewStyle {
  /// The style that suits the context (regular).
  public static var automatic: BuiltInProductViewStyle { BuiltInProductViewStyle(kind: .automatic) }
  /// A small row.
  public static var compact: BuiltInProductViewStyle { BuiltInProductViewStyle(kind: .compact) }
  /// A row with a larger icon.
  public static var regular: BuiltInProductViewStyle { BuiltInProductViewStyle(kind: .regular) }
  /// A card with the icon above the text and a full-width button.
  public static var large: BuiltInProductViewStyle { BuiltInProductViewStyle(kind: .large) }
}

/// A loading product: a placeholder icon (or the view's own), two placeholder lines and a
/// placeholder button, in the quaternary fill.
struct ProductPlaceholder: View {
  let kind: BuiltInProductViewStyle.Kind
  let icon: AnyView?

  var body: some View {
    switch kind {
    case .large:
      VStack(spacing: 12) {
        iconView(size: 100)
        line(width: 160, height: 15)
        line(width: 220, height: 13)
        Capsule().fill(.quaternary).frame(height: 44)
      }
    default:
      let compact = kind == .compact
      HStack(spacing: 12) {
        iconView(size: compact ? 40 : 60)
        VStack(alignment: .leading, spacing: 6) {
          line(width: compact ? 110 : 140, height: 14)
          line(width: compact ? 150 : 190, height: 12)
        }
        .layoutPriority(1)
        Spacer(minLength: 8)
        Capsule().fill(.quaternary).frame(width: 64, height: 30)
      }
    }
  }

  @ViewBuilder private func iconView(size: CGFloat) -> some View {
    if let icon {
      icon.frame(width: size, height: size)
    } else {
      RoundedRectangle(cornerRadius: size * 0.225, style: .continuous).fill(.quaternary).frame(width: size, height: size)
    }
  }

  /// A placeholder line up to `width` wide, narrower when the row is.
  private func line(width: CGFloat, height: CGFloat) -> some View {
    RoundedRectangle(cornerRadius: height / 2).fill(.quaternary).frame(maxWidth: width).frame(height: height)
  }
}

private struct ProductViewStyleKey: EnvironmentKey {
  static var defaultValue: (any ProductViewStyle)? { nil }
}

extension EnvironmentValues {
  /// The style a `.productViewStyle(_:)` above set.
  var productViewStyle: (any ProductViewStyle)? {
    get { self[ProductViewStyleKey.self] }
    set { self[ProductViewStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of product views in this view.
  public func productViewStyle<S: ProductViewStyle>(_ style: S) -> some View {
    environment(\.productViewStyle, style)
  }
}

import Foundation

extension Image {
  /// A scale to apply to vector images relative to text.
  public enum Scale: String, Hashable, Sendable, Codable, CaseIterable {
    case small, medium, large

    /// The symbol height relative to the medium scale: small about 78 % and large about 129 % of
    /// medium (Apple, WWDC19 "Introducing SF Symbols"; HIG "SF Symbols", "Symbol scales").
    public var factor: CGFloat {
      switch self {
      case .small: return 0.78
      case .medium: return 1
      case .large: return 1.29
      }
    }
  }
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
  /// The image scale for this environment.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Scales images within the view according to one of the relative sizes available.
  public func imageScale(_ scale: Image.Scale) -> some View {
    environmentChange { $0.imageScale = scale }
  }
}

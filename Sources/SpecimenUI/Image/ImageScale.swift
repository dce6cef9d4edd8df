import Foundation

extension Image {
  /// A scale to apply to vector images relative to text.
  public enum Scale: String, Hashable, Sendable, Codable, CaseIterable {
    case small, medium, large

    /// The symbol height relative to the medium scale at regular weight: `circle.fill` is 78.86 %
    /// of the point size small, 99.61 % medium and 127.2 % large on iOS 18 (OpenSwiftUI
    /// `Sources/OpenSwiftUICore/View/Image/ImageScale.swift`), so small is 0.7917 and large
    /// 1.2770 of medium (Apple's HIG "SF Symbols", "Symbol scales", describes the three scales).
    public var factor: CGFloat {
      switch self {
      case .small: return 78.86 / 99.61
      case .medium: return 1
      case .large: return 127.2 / 99.61
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

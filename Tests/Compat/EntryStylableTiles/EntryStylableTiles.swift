import SwiftUI

// A design-system tile made stylable the way SwiftUI's own controls are: a style protocol with a
// configuration, a type-erased AnyTileStyle kept in the environment through @Entry, static members
// for the built-in styles, and a modifier that sets the style for everything inside it.
public protocol TileStyle: DynamicProperty {
    associatedtype Body: View
    typealias Configuration = TileStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct TileStyleConfiguration {
    public struct Title: View {
        let base: AnyView
        public var body: some View { base }
    }

    public let title: Title
    public let isHighlighted: Bool
}

public struct AnyTileStyle: TileStyle {
    private let _makeBody: (Configuration) -> AnyView

    public init<S: TileStyle>(_ style: S) {
        _makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
    }

    public func makeBody(configuration: Configuration) -> some View {
        _makeBody(configuration)
    }
}

public struct PlainTileStyle: TileStyle {
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
            .padding(8)
            .frame(maxWidth: .infinity)
            .background(Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 6))
    }
}

public struct FilledTileStyle: TileStyle {
    var fill: Color = .orange

    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
            .foregroundStyle(.white)
            .padding(8)
            .frame(maxWidth: .infinity)
            .background(configuration.isHighlighted ? fill : fill.opacity(0.5), in: Capsule())
    }
}

extension TileStyle where Self == PlainTileStyle {
    public static var plain: PlainTileStyle { .init() }
}

extension TileStyle where Self == FilledTileStyle {
    public static var filled: FilledTileStyle { .init() }
    public static func filled(_ fill: Color) -> FilledTileStyle { .init(fill: fill) }
}

extension EnvironmentValues {
    @Entry var tileStyle: AnyTileStyle = AnyTileStyle(PlainTileStyle())
}

extension View {
    public func tileStyle<S: TileStyle>(_ style: S) -> some View {
        environment(\.tileStyle, AnyTileStyle(style))
    }
}

public struct Tile<Title: View>: View {
    @Environment(\.tileStyle) private var style
    private let isHighlighted: Bool
    private let title: Title

    public init(isHighlighted: Bool = false, @ViewBuilder title: () -> Title) {
        self.isHighlighted = isHighlighted
        self.title = title()
    }

    public var body: some View {
        style.makeBody(configuration: TileStyleConfiguration(title: .init(base: AnyView(title)),
                                                             isHighlighted: isHighlighted))
    }
}

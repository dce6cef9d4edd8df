import Foundation

/// A Metal shader library (iOS 17); its functions are found by name, but never compiled or run here.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
  let source: String
  /// The default shader library of the main (app) bundle.
  public static let `default` = ShaderLibrary(source: "default")
  /// Returns the default shader library of the specified bundle.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: bundle.bundlePath) }
  /// Creates a shader library from the contents of `url`, a precompiled Metal library.
  public init(url: URL) { source = url.path }
  /// Creates a shader library from `data`, the contents of a precompiled Metal library.
  public init(data: Data) { source = "data(\(data.count) bytes)" }
  init(source: String) { self.source = source }
  /// A function of the default library called `name`.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
  /// A function of this library called `name`.
  public subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: self, name: name)
  }
}

/// A reference to a function in a Metal shader library (iOS 17).
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
  /// The shader library storing the function.
  public var library: ShaderLibrary
  /// The name of the shader function in the library.
  public var name: String
  /// Creates a function reference from a library and a function name.
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }
  /// A shader calling this function with `args` bound to its parameters.
  public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: args)
  }
}

/// A Metal shader function with its bound arguments (iOS 17): a view effect or a fill.
///
/// Metal does not run here: `colorEffect`, `distortionEffect` and `layerEffect` draw their view
/// unchanged, and a shape filled with a shader draws nothing (docs/unsupported.md).
public struct Shader: ShapeStyle, @unchecked Sendable {
  /// A value bound to a shader function parameter.
  public struct Argument: @unchecked Sendable {
    let value: Any
    /// A single float.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: Double(x)) }
    /// Two floats.
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: [Double(x), Double(y)]) }
    /// A point as two floats.
    public static func float2(_ point: CGPoint) -> Argument { Argument(value: point) }
    /// A size as two floats.
    public static func float2(_ size: CGSize) -> Argument { Argument(value: size) }
    /// A vector as two floats.
    public static func float2(_ vector: CGVector) -> Argument { Argument(value: vector) }
    /// Three floats.
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument(value: [Double(x), Double(y), Double(z)]) }
    /// Four floats.
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
      Argument(value: [Double(x), Double(y), Double(z), Double(w)])
    }
    /// An array of floats.
    public static func floatArray(_ array: [Float]) -> Argument { Argument(value: array) }
    /// A color as four floats.
    public static func color(_ color: Color) -> Argument { Argument(value: color) }
    /// An array of colors.
    public static func colorArray(_ array: [Color]) -> Argument { Argument(value: array) }
    /// An image as a texture.
    public static func image(_ image: Image) -> Argument { Argument(value: image) }
    /// Raw bytes.
    public static func data(_ data: Data) -> Argument { Argument(value: data) }
    /// The bounding rectangle of the shape or view the shader is applied to.
    public static var boundingRect: Argument { Argument(value: "boundingRect") }
  }

  /// The shader function called by the shader.
  public var function: ShaderFunction
  /// The uniform argument values bound to the function.
  public var arguments: [Argument]
  /// Whether the returned color has dither noise added.
  public var dithersColor = false

  /// Creates a shader from a function and the argument values to bind to it.
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// A fill that cannot be computed without Metal: clear.
  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint { .color(.clear) }
}

nonisolated extension View {
  /// Returns a new view that applies `shader` to each pixel's color (iOS 17); drawn unchanged.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { inert() }
  /// Returns a new view that moves each pixel by `shader` (iOS 17); drawn unchanged.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { inert() }
  /// Returns a new view that computes each pixel from the layer by `shader` (iOS 17); drawn unchanged.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { inert() }
}

extension VisualEffect {
  /// Applies `shader` to each pixel's color (iOS 17); drawn unchanged.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { self }
  /// Moves each pixel by `shader` (iOS 17); drawn unchanged.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
  /// Computes each pixel from the layer by `shader` (iOS 17); drawn unchanged.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
}

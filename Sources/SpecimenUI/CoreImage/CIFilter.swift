import Foundation

/// Core Image's filter (`CIFilter`), set up by name and keys (`CIFilter(name:)`,
/// `setValue(_:forKey:)`) or through the typed builtins (`CIFilter.qrCodeGenerator()`).
///
/// The code generators draw real codes: `CIQRCodeGenerator` (byte mode, levels L/M/Q/H, default M,
/// a one-module light margin) and `CICode128BarcodeGenerator` (quiet space 7, height 32). Other
/// filters are created so code compiles, and have no output image (docs/unsupported.md).
open class CIFilter: NSObject, @unchecked Sendable {
  /// The filter's name, such as "CIQRCodeGenerator".
  public let name: String
  private var values: [String: Any] = [:]

  /// Creates a filter by name; nil only for an empty name.
  public init?(name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
    super.init()
    setDefaults()
  }

  /// Creates a filter by name with input values.
  public convenience init?(name: String, parameters params: [String: Any]?) {
    self.init(name: name)
    for (key, value) in params ?? [:] { setValue(value, forKey: key) }
  }

  init(builtin name: String) {
    self.name = name
    super.init()
    setDefaults()
  }

  /// Sets an input value by key (`inputMessage`, `inputCorrectionLevel`, `inputQuietSpace`, `inputBarcodeHeight`).
  open func setValue(_ value: Any?, forKey key: String) { values[key] = value }

  /// An input value by key, or `outputImage` for "outputImage".
  open func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : values[key] }

  /// Sets every input to its default.
  open func setDefaults() {
    switch name {
    case "CIQRCodeGenerator": values["inputCorrectionLevel"] = "M"
    case "CICode128BarcodeGenerator":
      values["inputQuietSpace"] = 7.0
      values["inputBarcodeHeight"] = 32.0
    default: break
    }
  }

  /// The names of the filter's inputs.
  open var inputKeys: [String] {
    switch name {
    case "CIQRCodeGenerator": return ["inputMessage", "inputCorrectionLevel"]
    case "CICode128BarcodeGenerator": return ["inputMessage", "inputQuietSpace", "inputBarcodeHeight"]
    default: return values.keys.sorted()
    }
  }

  /// The names of the filter's outputs.
  open var outputKeys: [String] { [kCIOutputImageKey] }

  /// The filter's result: the code a generator draws from its message, nil without a message, for a
  /// message the code cannot hold, or for a filter that is not a code generator.
  open var outputImage: CIImage? {
    switch name {
    case "CIQRCodeGenerator":
      guard let message = data(forKey: "inputMessage"),
            let level = QRCodeEncoder.Level(letter: (values["inputCorrectionLevel"] as? String) ?? "M") else { return nil }
      return CodeImages.qrCode(message: message, level: level).map { CIImage(pixels: $0) }
    case "CICode128BarcodeGenerator":
      guard let message = data(forKey: "inputMessage") else { return nil }
      return CodeImages.code128(message: message, quietSpace: number(forKey: "inputQuietSpace") ?? 7,
                                height: number(forKey: "inputBarcodeHeight") ?? 32).map { CIImage(pixels: $0) }
    default:
      return nil
    }
  }

  private func data(forKey key: String) -> Data? {
    if let data = values[key] as? Data { return data }
    if let data = values[key] as? NSData { return Data(referencing: data) }
    return nil
  }

  private func number(forKey key: String) -> Double? {
    switch values[key] {
    case let value as Double: return value
    case let value as Float: return Double(value)
    case let value as Int: return Double(value)
    case let value as CGFloat: return Double(value)
    case let value as NSNumber: return value.doubleValue
    default: return nil
    }
  }
}

/// The key of a filter's output image.
public let kCIOutputImageKey = "outputImage"
/// The key of a filter's input image.
public let kCIInputImageKey = "inputImage"

/// A filter's typed interface: its output image.
public protocol CIFilterProtocol: AnyObject {
  /// The filter's result.
  var outputImage: CIImage? { get }
}

/// The properties of the QR code generator filter.
public protocol CIQRCodeGenerator: CIFilterProtocol {
  /// The data to encode.
  var message: Data { get set }
  /// The error correction level: "L", "M", "Q" or "H".
  var correctionLevel: String { get set }
}

/// The properties of the Code 128 barcode generator filter.
public protocol CICode128BarcodeGenerator: CIFilterProtocol {
  /// The data to encode (ASCII).
  var message: Data { get set }
  /// The light margin around the bars, in pixels.
  var quietSpace: Float { get set }
  /// The height of the bars, in pixels.
  var barcodeHeight: Float { get set }
}

/// The typed QR code generator `CIFilter.qrCodeGenerator()` returns.
final class QRCodeGeneratorFilter: CIFilter, CIQRCodeGenerator {
  var message: Data {
    get { value(forKey: "inputMessage") as? Data ?? Data() }
    set { setValue(newValue, forKey: "inputMessage") }
  }
  var correctionLevel: String {
    get { value(forKey: "inputCorrectionLevel") as? String ?? "M" }
    set { setValue(newValue, forKey: "inputCorrectionLevel") }
  }
}

/// The typed Code 128 generator `CIFilter.code128BarcodeGenerator()` returns.
final class Code128GeneratorFilter: CIFilter, CICode128BarcodeGenerator {
  var message: Data {
    get { value(forKey: "inputMessage") as? Data ?? Data() }
    set { setValue(newValue, forKey: "inputMessage") }
  }
  var quietSpace: Float {
    get { Float(value(forKey: "inputQuietSpace") as? Double ?? 7) }
    set { setValue(Double(newValue), forKey: "inputQuietSpace") }
  }
  var barcodeHeight: Float {
    get { Float(value(forKey: "inputBarcodeHeight") as? Double ?? 32) }
    set { setValue(Double(newValue), forKey: "inputBarcodeHeight") }
  }
}

// `import CoreImage.CIFilterBuiltins`: the typed constructors.
extension CIFilter {
  /// Generates a QR code image from input data.
  public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { QRCodeGeneratorFilter(builtin: "CIQRCodeGenerator") }
  /// Generates a Code 128 barcode image from input data.
  public static func code128BarcodeGenerator() -> CIFilter & CICode128BarcodeGenerator {
    Code128GeneratorFilter(builtin: "CICode128BarcodeGenerator")
  }
}

/// The pixels of the code generators: black modules on white, opaque.
enum CodeImages {
  /// A QR code of `message` with a one-module light margin, one pixel a module.
  static func qrCode(message: Data, level: QRCodeEncoder.Level) -> BitmapImage? {
    guard let matrix = QRCodeMatrix(bytes: [UInt8](message), level: level) else { return nil }
    let side = matrix.size + 2
    return bitmap(width: side, height: side) { x, y in
      x >= 1 && y >= 1 && x <= matrix.size && y <= matrix.size && matrix.isDark(x: x - 1, y: y - 1)
    }
  }

  /// A Code 128 barcode of `message`, `height` pixels tall inside `quietSpace` pixels of light on every side.
  static func code128(message: Data, quietSpace: Double, height: Double) -> BitmapImage? {
    // Every symbol is 11 modules wide and holds at most two characters: a longer message is wider than a bitmap holds,
    // refused before it is encoded (a million characters took 10 s in a debug build).
    guard message.count <= 2 * BitmapImage.maxSide / 11,
          let modules = Code128Encoder.modules(for: [UInt8](message)), quietSpace.isFinite, height.isFinite else { return nil }
    let quiet = Int(max(0, min(quietSpace, 100)).rounded())
    let barHeight = Int(max(1, min(height, 500)).rounded())
    return bitmap(width: modules.count + 2 * quiet, height: barHeight + 2 * quiet) { x, y in
      y >= quiet && y < quiet + barHeight && x >= quiet && x < quiet + modules.count && modules[x - quiet]
    }
  }

  private static func bitmap(width: Int, height: Int, isDark: (Int, Int) -> Bool) -> BitmapImage? {
    guard width <= BitmapImage.maxSide, height <= BitmapImage.maxSide else { return nil }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width where isDark(x, y) {
        let i = (y * width + x) * 4
        rgba[i] = 0
        rgba[i + 1] = 0
        rgba[i + 2] = 0
      }
    }
    return BitmapImage(width: width, height: height, rgba: rgba)
  }
}

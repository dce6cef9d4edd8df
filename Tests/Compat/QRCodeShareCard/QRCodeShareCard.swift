import SwiftUI
import CoreImage.CIFilterBuiltins

/// A share card showing an invite link as a QR code and an order number as a barcode, made the
/// way apps make them with Core Image: a typed generator for the QR code, a filter by name with
/// key-value inputs for the barcode, each rendered through a context into a `UIImage`.
struct InviteCodeCard: View {
    let link: String
    let orderNumber: String

    private let context = CIContext()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            if let qr = qrImage(for: link) {
                Image(uiImage: qr)
                    .interpolation(.none)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 270, height: 270)
                    .accessibilityLabel("Invite code")
            }
            if let barcode = barcodeImage(for: orderNumber) {
                Image(uiImage: barcode)
                    .interpolation(.none)
            }
        }
        .padding(15)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }

    private func qrImage(for string: String) -> UIImage? {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data(string.utf8)
        filter.correctionLevel = "M"
        guard let output = filter.outputImage,
              let cgImage = context.createCGImage(output, from: output.extent) else { return nil }
        return UIImage(cgImage: cgImage)
    }

    private func barcodeImage(for string: String) -> UIImage? {
        guard let filter = CIFilter(name: "CICode128BarcodeGenerator") else { return nil }
        filter.setValue(string.data(using: .ascii), forKey: "inputMessage")
        filter.setValue(4.0, forKey: "inputQuietSpace")
        let scaled = filter.outputImage?.transformed(by: CGAffineTransform(scaleX: 2, y: 1))
        guard let scaled, let cgImage = context.createCGImage(scaled, from: scaled.extent) else { return nil }
        return UIImage(cgImage: cgImage)
    }
}

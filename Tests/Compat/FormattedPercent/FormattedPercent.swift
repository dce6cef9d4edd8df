import SwiftUI

struct BarProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        return ZStack(alignment: .leading) {
            Rectangle().fill(Color(.systemGray5))
            Rectangle().fill(Color.green).frame(width: 100 * fraction)
        }
        .frame(width: 100, height: 10)
    }
}

struct UploadRow: View {
    let progress: Double
    var body: some View {
        HStack {
            ProgressView(value: progress).progressViewStyle(BarProgressStyle())
            Text(progress, format: .percent)
                .monospacedDigit()
        }
    }
}

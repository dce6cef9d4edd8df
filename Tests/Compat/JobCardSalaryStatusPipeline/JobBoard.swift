import SwiftUI

enum ApplicationStage: Int, CaseIterable {
    case applied, screening, interview, offer

    var title: String {
        switch self {
        case .applied: return "Applied"
        case .screening: return "Screen"
        case .interview: return "Interview"
        case .offer: return "Offer"
        }
    }
}

struct JobPosting {
    let company: String
    let role: String
    let city: String
    let salary: String
    let kinds: [String]
    let isSaved: Bool
    let stage: ApplicationStage
}

struct CompanyMonogram: View {
    let company: String

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(Color.indigo.opacity(0.15))
            .frame(width: 44, height: 44)
            .overlay(
                Text(String(company.prefix(1)))
                    .font(.title3.bold())
                    .foregroundColor(.indigo)
            )
    }
}

struct SalaryTag: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption.weight(.semibold))
            .foregroundColor(.green)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Color.green.opacity(0.15))
            .clipShape(Capsule())
    }
}

struct StagePipeline: View {
    let current: ApplicationStage

    private func isReached(_ stage: ApplicationStage) -> Bool {
        stage.rawValue <= current.rawValue
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 0) {
                ForEach(ApplicationStage.allCases, id: \.rawValue) { stage in
                    Circle()
                        .fill(isReached(stage) ? Color.blue : Color(.systemGray4))
                        .frame(width: 12, height: 12)
                    if stage != .offer {
                        Capsule()
                            .fill(stage.rawValue < current.rawValue ? Color.blue : Color(.systemGray5))
                            .frame(height: 3)
                    }
                }
            }
            Text("Stage: \(current.title)")
                .font(.caption.weight(.medium))
                .foregroundColor(.blue)
        }
    }
}

extension View {
    @ViewBuilder
    func hidden(_ isHidden: Bool) -> some View {
        if isHidden {
            self.hidden()
        } else {
            self
        }
    }
}

struct JobPostingCard: View {
    let job: JobPosting

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top, spacing: 12) {
                CompanyMonogram(company: job.company)
                VStack(alignment: .leading, spacing: 2) {
                    Text(job.role)
                        .font(.headline)
                    Text("\(job.company) • \(job.city)")
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                }
                Spacer()
                Button {
                } label: {
                    Image(systemName: "bookmark.fill")
                        .foregroundColor(.orange)
                        .frame(width: 30, height: 30)
                        .background(Color.orange.opacity(0.15), in: Circle())
                }
                .hidden(!job.isSaved)
            }
            HStack(spacing: 6) {
                SalaryTag(text: job.salary)
                ForEach(job.kinds, id: \.self) { kind in
                    Text(kind)
                        .font(.caption2)
                        .padding(4)
                        .background(Color.purple.opacity(0.15))
                        .cornerRadius(4)
                }
            }
            StagePipeline(current: job.stage)
        }
        .padding(14)
        .background(Color.white)
        .cornerRadius(16)
        .overlay {
            RoundedRectangle(cornerRadius: 16)
                .strokeBorder(Color.gray.opacity(0.3), lineWidth: 1)
        }
    }
}

struct JobBoardScreen: View {
    let jobs: [JobPosting]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Your applications")
                .font(.title2.bold())
            ForEach(jobs, id: \.role) { job in
                JobPostingCard(job: job)
            }
            Spacer(minLength: 0)
        }
        .padding(16)
        .background(Color(.systemGroupedBackground))
    }
}

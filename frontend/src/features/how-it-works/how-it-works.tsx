import { useLinkHandler } from '@/lib/navigation/use-link-handler';

const STEPS = [
  { title: 'Submit your case or book a meeting', text: 'Upload CBCT and intraoral scans, or talk the case through with us online.' },
  { title: 'We design, or assign the right experts', text: 'Our planners place the implants prosthetically and design the surgical guide.' },
  { title: 'Ready to deliver or operate', text: 'Approve the plan and receive print-ready guide files for surgery day.' },
];

export function HowItWorks() {
  const follow = useLinkHandler();
  return (
    <section id="how-we-work" className="py-5">
      <div className="container">
        <h2 className="text-center mb-4">How it works</h2>
        <ol className="row list-unstyled g-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="col-md-4">
              <div className="h-100 p-4 border rounded">
                <span className="badge text-bg-primary mb-2">Step {i + 1}</span>
                <h3 className="h5">{s.title}</h3>
                <p className="mb-0 text-body-secondary">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="text-center">
          {/* A link, so it scrolls to the form with no script (the page's own rules: lib/islands/wake.ts). */}
          <a
            href="#contact-section"
            className="btn btn-primary"
            onClick={(e) => {
              e.preventDefault();
              follow('#contact-section');
            }}
          >
            Submit Case / Book Meeting
          </a>
        </div>
      </div>
    </section>
  );
}

//! Test builds only (this crate's own tests, and the cargo feature
//! `fault-injection`, which only the CLI's tests turn on; release builds
//! never compile this): a kernel made wrong on one unit, to prove that
//! `queens verify` and `count --verify` catch it. A [`Fault`] given to a
//! counter ([`Counter::with_fault`](crate::count::Counter::with_fault)) adds 2 solutions to the unit it
//! names whenever that counter counts it. The library reads no
//! environment: the CLI's test builds take the fault from `QUEENS_FAULT`.

/// A unit to count wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    label: String,
    kernel: Option<String>,
}

impl Fault {
    /// The fault `spec` names: `LABEL` (a unit label as
    /// [`Counter::unit_label`](crate::count::Counter::unit_label) writes it), or `LABEL@KERNEL` for one
    /// kernel only.
    pub fn new(spec: &str) -> Fault {
        let (label, kernel) = match spec.split_once('@') {
            Some((label, kernel)) => (label, Some(kernel.to_string())),
            None => (spec, None),
        };
        Fault {
            label: label.to_string(),
            kernel,
        }
    }

    /// Whether the fault is for the kernel named `kernel` (a fault
    /// without a kernel is for every one).
    pub(crate) fn is_for(&self, kernel: &str) -> bool {
        self.kernel.as_deref().is_none_or(|k| k == kernel)
    }

    /// The label of the unit to count wrong.
    pub(crate) fn label(&self) -> &str {
        &self.label
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::counter::{CountOptions, Counter};
    use crate::kernels::{Device, Kernel};

    fn counter() -> Counter {
        let options = CountOptions {
            threads: 1,
            device: Some(Device::Cpu(Kernel::Scalar)),
            ..CountOptions::default()
        };
        Counter::new(8, options).unwrap()
    }

    #[test]
    fn a_fault_adds_two_to_the_unit_it_names_and_only_on_its_kernel() {
        let right = counter().run().unwrap().total;
        assert_eq!(right, 92);
        let label = counter().unit_label(0);
        let wrong = counter().with_fault(Fault::new(&label)).run().unwrap().total;
        assert!(wrong > right, "{wrong} after the fault, {right} without");
        let scalar = format!("{label}@{}", Kernel::Scalar.name());
        assert_eq!(
            counter().with_fault(Fault::new(&scalar)).run().unwrap().total,
            wrong
        );
        let other = counter().with_fault(Fault::new(&format!("{label}@gpu")));
        assert_eq!(other.run().unwrap().total, right);
        let nowhere = counter().with_fault(Fault::new("no such unit"));
        assert_eq!(nowhere.run().unwrap().total, right);
    }
}
